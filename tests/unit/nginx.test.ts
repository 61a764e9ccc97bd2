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

  it('falls back to the prefix for a build from source', () => {
    expect(parseNginxBuild('nginx version: nginx/1.27.3\nconfigure arguments: --prefix=/opt/nginx')).toEqual({
      version: [1, 27, 3],
      confDir: '/opt/nginx/conf',
      modulesDir: '/opt/nginx/modules',
    });
    expect(parseNginxBuild('nginx version: nginx/1.27.3\nconfigure arguments:')).toEqual({
      version: [1, 27, 3],
      confDir: '/usr/local/nginx/conf',
      modulesDir: '/usr/local/nginx/modules',
    });
  });

  it('refuses output that names no version', () => {
    expect(() => parseNginxBuild('command not found')).toThrow(/no version/);
  });
});
