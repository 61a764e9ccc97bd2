import { describe, expect, it } from 'vitest';
import { parseNginxBuild } from '../../tooling/nginxBinary.mjs';

describe('reading how nginx was built', () => {
  it("finds Debian's version and config folder, where its mime.types lives", () => {
    const debian = `nginx version: nginx/1.22.1
built with OpenSSL 3.0.9 30 May 2023 (running with OpenSSL 3.0.17 1 Jul 2025)
TLS SNI support enabled
configure arguments: --with-cc-opt='-g -O2' --prefix=/usr/share/nginx --conf-path=/etc/nginx/nginx.conf --http-log-path=/var/log/nginx/access.log --modules-path=/usr/lib/nginx/modules`;
    expect(parseNginxBuild(debian)).toEqual({ version: [1, 22, 1], confDir: '/etc/nginx', modulesDir: '/usr/lib/nginx/modules' });
  });

  it.each([
    [' --prefix=/opt/nginx', '/opt/nginx'],
    ['', '/usr/local/nginx'],
  ])('falls back to the prefix for a build from source (configure arguments:%s)', (prefix, folder) => {
    const expected = { version: [1, 27, 3], confDir: `${folder}/conf`, modulesDir: `${folder}/modules` };
    expect(parseNginxBuild(`nginx version: nginx/1.27.3\nconfigure arguments:${prefix}`)).toEqual(expected);
  });

  it('refuses output that names no version', () => {
    expect(() => parseNginxBuild('command not found')).toThrow(/no version/);
  });
});
