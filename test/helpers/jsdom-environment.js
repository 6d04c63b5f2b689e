const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the gaps react-router's data router falls into: it builds a fetch Request
 * (with an AbortSignal) for every navigation, which jsdom does not provide. Node's own
 * implementations are handed in, together, so the signal and the Request come from one realm.
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
