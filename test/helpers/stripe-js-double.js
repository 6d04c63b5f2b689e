/* global window, document */
// A test double of Stripe.js (https://js.stripe.com/v3/), served by the fake Stripe API
// (test/helpers/fake-stripe.ts) at /v3/ and loaded by the storefront from STRIPE_JS_URL in the
// browser tests. It covers what checkout uses: Stripe(key), elements({ mode, amount, currency }),
// a stand-in Payment Element (a card number field), elements.submit() and
// stripe.confirmPayment({ elements, clientSecret, confirmParams, redirect }). Confirming goes to
// the fake Stripe API; a card that needs 3-D Secure opens a challenge frame from the fake's own
// address with "Complete" and "Fail", as Stripe's test page does.
(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL(script.src).origin;

  /** Stripe's test card numbers, as the PaymentMethods of the same behaviour. */
  var CARDS = {
    '4242424242424242': 'pm_card_visa',
    '4000002760003184': 'pm_card_authenticationRequired',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  };
  var AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

  function post(path, params) {
    return fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params) }).then(function (res) {
      return res.json();
    });
  }

  /** The stand-in Payment Element: a labelled card number field and Stripe's error line under it. */
  function paymentElement() {
    var handlers = {};
    var root = null;
    var input = null;
    var error = null;
    var emit = function (event, payload) {
      (handlers[event] || []).forEach(function (handler) {
        handler(payload);
      });
    };
    return {
      mount: function (node) {
        root = document.createElement('div');
        root.className = 'fake-stripe-payment-element';
        var label = document.createElement('label');
        label.textContent = 'Card number';
        input = document.createElement('input');
        input.setAttribute('inputmode', 'numeric');
        input.setAttribute('autocomplete', 'cc-number');
        input.addEventListener('input', function () {
          error.textContent = '';
          emit('change', { elementType: 'payment', empty: !input.value, complete: Boolean(CARDS[this.value.replace(/\s/g, '')]) });
        });
        label.appendChild(input);
        error = document.createElement('p');
        error.setAttribute('role', 'alert');
        root.appendChild(label);
        root.appendChild(error);
        (typeof node === 'string' ? document.querySelector(node) : node).appendChild(root);
        setTimeout(function () {
          emit('ready', { elementType: 'payment' });
        });
      },
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return this;
      },
      off: function (event, handler) {
        handlers[event] = (handlers[event] || []).filter(function (h) {
          return h !== handler;
        });
        return this;
      },
      update: function () {},
      destroy: function () {
        if (root) root.remove();
        root = null;
      },
      unmount: function () {
        if (root) root.remove();
      },
      focus: function () {
        if (input) input.focus();
      },
      /** The card number entered, or an error shown in the element. */
      card: function () {
        var digits = input ? input.value.replace(/\s/g, '') : '';
        var message = !digits ? 'Your card number is incomplete.' : CARDS[digits] ? null : 'Your card number is invalid.';
        if (error) error.textContent = message || '';
        return message ? { error: { type: 'validation_error', code: 'incomplete_number', message: message } } : { paymentMethod: CARDS[digits] };
      },
    };
  }

  /** The bank's 3-D Secure challenge, in a frame from Stripe's address, over the page; resolves when the guest answers. */
  function challenge(intentId) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('style', 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647');
      var frame = document.createElement('iframe');
      frame.name = 'stripe-challenge-frame';
      frame.title = '3D Secure challenge';
      frame.src = base + '/v3/challenge?intent=' + encodeURIComponent(intentId);
      frame.setAttribute('style', 'width:400px;height:300px;border:0;background:#fff');
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      var onMessage = function (event) {
        if (event.origin !== base || !event.data || event.data.type !== 'fake-stripe-3ds' || event.data.intent !== intentId) return;
        window.removeEventListener('message', onMessage);
        overlay.remove();
        resolve(event.data.outcome);
      };
      window.addEventListener('message', onMessage);
    });
  }

  function Stripe(publishableKey) {
    var current = null;
    function elements() {
      return {
        create: function () {
          current = paymentElement();
          return current;
        },
        getElement: function () {
          return current;
        },
        update: function () {},
        fetchUpdates: function () {
          return Promise.resolve({});
        },
        submit: function () {
          var entered = current ? current.card() : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
          return Promise.resolve(entered.error ? { error: entered.error } : {});
        },
      };
    }
    function notUsed() {
      return Promise.reject(new Error('not part of the Stripe.js test double'));
    }
    return {
      elements: elements,
      createToken: notUsed,
      createPaymentMethod: notUsed,
      confirmCardPayment: notUsed,
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      confirmPayment: function (options) {
        var entered = current ? current.card() : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        if (entered.error) return Promise.resolve({ error: entered.error });
        var intentId = String(options.clientSecret).split('_secret_')[0];
        return post('/v1/payment_intents/' + intentId + '/confirm', { payment_method: entered.paymentMethod, client_secret: options.clientSecret, key: publishableKey })
          .then(function (intent) {
            if (intent.error) return { error: intent.error };
            if (intent.status !== 'requires_action') return intent;
            return challenge(intentId).then(function () {
              return fetch(base + '/v1/payment_intents/' + intentId).then(function (res) {
                return res.json();
              });
            });
          })
          .then(function (intent) {
            if (intent.error) return { error: intent.error };
            if (intent.status !== 'succeeded' && intent.status !== 'processing') {
              return { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED, payment_intent: intent } };
            }
            if (options.redirect !== 'if_required') {
              var url = new URL(options.confirmParams.return_url);
              url.searchParams.set('payment_intent', intent.id);
              url.searchParams.set('redirect_status', 'succeeded');
              window.location.assign(url.href);
              return new Promise(function () {});
            }
            return { paymentIntent: intent };
          });
      },
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
