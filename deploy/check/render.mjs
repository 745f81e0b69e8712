/**
 * Renders the deployed nginx configuration for a local check (serve.sh): deploy/nginx's app
 * template with the app's variables (<app>.env) and the check's own (port, build folder,
 * config.json, backend origin), inside a main nginx.conf that runs one process in the foreground
 * with every path in a temporary folder, so no root rights and nothing in /etc or /var are needed.
 *
 * Usage: node deploy/check/render.mjs <app> <build folder> <port> <config.json> <api origin> <out dir>
 * Writes <out dir>/nginx.conf. The template is rendered as envsubst would: `${NAME}` only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';

const [app, root, port, configJson, apiOrigin, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: render.mjs <app> <build folder> <port> <config.json> <api origin> <out dir>');
  process.exit(2);
}
const deploy = path.resolve(import.meta.dirname, '../nginx');

/** KEY=value lines of a .env file (a value may be in single quotes). */
function readEnv(file) {
  const vars = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^([A-Z_][A-Z0-9_]*)=(.*)$/);
    // As a shell reads it: one pair of outer quotes goes.
    if (m) vars[m[1]] = m[2].replace(/^'(.*)'$|^"(.*)"$/, (_, single, double) => single ?? double);
  }
  return vars;
}

/**
 * `KK_CHECK_TLS=1`: the server answers over TLS and HTTP/2, as the deployed apps do behind their
 * TLS front (the template's header comment), with a certificate made here for 127.0.0.1 (the
 * browser is told to accept it: tools/perf/run.mjs). Without it, plain HTTP/1.1 (the e2e checks).
 */
const tls = process.env.KK_CHECK_TLS === '1';

const vars = {
  ...readEnv(path.join(deploy, `${app}.env`)),
  KK_LISTEN: tls ? `127.0.0.1:${port} ssl http2` : `127.0.0.1:${port}`,
  KK_SERVER_NAME: 'localhost',
  KK_ROOT: path.resolve(root),
  KK_CONFIG_JSON: path.resolve(configJson),
  KK_API_ORIGIN: apiOrigin,
};
const template = readFileSync(path.join(deploy, 'kk-app.conf.template'), 'utf8');
const server = template.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (_, name) => {
  if (!(name in vars)) throw new Error(`kk-app.conf.template: no value for \${${name}}`);
  return vars[name];
});

mkdirSync(out, { recursive: true });
const temp = (name) => path.join(out, name);
if (tls) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      temp('check.key'),
      '-out',
      temp('check.crt'),
    ],
    { stdio: 'ignore' },
  );
}
const tlsLines = tls
  ? `    ssl_certificate ${temp('check.crt')};\n    ssl_certificate_key ${temp('check.key')};\n`
  : '';
// Debian's brotli packages (libnginx-mod-http-brotli-filter and -static): loaded by absolute path,
// as the prefix here is the temporary folder, not Debian's.
const moduleDir = '/usr/lib/nginx/modules';
const modules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']
  .filter((file) => existsSync(path.join(moduleDir, file)))
  .map((file) => `load_module ${path.join(moduleDir, file)};`)
  .join('\n');
writeFileSync(
  temp('nginx.conf'),
  `${modules}
master_process off;
daemon off;
pid ${temp('nginx.pid')};
error_log stderr warn;
events {}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${path.join(deploy, 'kk-http.conf')};
${tlsLines}${server}
}
`,
);
