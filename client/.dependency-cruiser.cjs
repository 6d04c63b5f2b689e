const path = require('node:path');

/** The client's files for `npm run check:cycles`, resolved with the client's own tsconfig. */
module.exports = {
  extends: '../.dependency-cruiser.cjs',
  options: {
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
  },
};
