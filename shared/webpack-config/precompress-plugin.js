// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset the
// build emits, so the server sends the smallest one the browser accepts
// without compressing on every request (issue 10: what a phone receives).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/i;
/** Smaller files gain less than the headers cost. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      await Promise.all(Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name)).map(async (name) => {
        const file = path.join(outputPath, name);
        const bytes = await fs.promises.readFile(file);
        if (bytes.length < MIN_BYTES) return;
        const brotli = zlib.brotliCompressSync(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        await fs.promises.writeFile(`${file}.br`, brotli);
        await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }));
    });
  }
}

module.exports = { PrecompressPlugin };
