/**
 * Renders the deployed nginx configuration for a local check (serve.sh): deploy/nginx's app
 * template with the app's variables (<app>.env) and the check's own (port, build folder,
 * config.json, backend origin), inside a main nginx.conf that runs one process in the foreground
 * with every path in a temporary folder, so no root rights and nothing in /etc or /var are needed.
 *
 * Usage: node deploy/check/render.mjs <app> <build folder> <port> <config.json> <api origin> <out dir>
 * Writes <out dir>/nginx.conf. The template is rendered as envsubst would: `${NAME}` only.
 */
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

const vars = {
  ...readEnv(path.join(deploy, `${app}.env`)),
  KK_LISTEN: `127.0.0.1:${port}`,
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
${server}
}
`,
);
