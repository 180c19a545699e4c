import { describe, expect, it } from 'vitest';
import {
  addressProblem,
  addressVerdict,
  type Lookup,
  parseTargetUrl,
  resolveTarget,
  TargetRefusedError,
} from '../../../lib/webhooks/target.js';
import { hiddenAddresses } from '../../support/embedded-addresses.js';

const fixed =
  (...addresses: string[]): Lookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('addressProblem', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::',
  ])('refuses %s', (address) => {
    expect(addressProblem(address, true)).toMatch(/is a \w+ address/);
  });

  it('refuses loopback unless loopback is allowed (local runtime)', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(addressProblem(address, false)).toMatch(/loopback/);
      expect(addressProblem(address, true)).toBeUndefined();
    }
  });

  it('judges the IPv4 address every IPv6 form carries, in every spelling, loopback included in the cloud', () => {
    const hidden = hiddenAddresses();
    expect(hidden.length).toBeGreaterThan(200);
    for (const { ipv4, form, spelling } of hidden) {
      expect(addressProblem(spelling, false), `${form} ${spelling}`).toMatch(
        form === 'local-use NAT64'
          ? /is a local-use NAT64 address/
          : new RegExp(
              `carries ${ipv4.replaceAll('.', '\\.')} \\(${form.split(' ')[0]}\\), which is a \\w+ address`,
            ),
      );
    }
  });

  it('locally, allows only the IPv4-mapped form of a loopback address: the others reach no local host', () => {
    const allowed = hiddenAddresses().filter(({ spelling }) => addressProblem(spelling, true) === undefined);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.every(({ ipv4, form }) => ipv4 === '127.0.0.1' && form === 'IPv4-mapped')).toBe(true);
    expect(addressVerdict('::127.0.0.1')).toEqual({
      kind: 'refused',
      why: 'carries 127.0.0.1 (IPv4-compatible), which is a loopback address',
    });
  });

  it('takes the same forms carrying a public IPv4 address, but not the local-use NAT64 prefix', () => {
    for (const { form, spelling } of hiddenAddresses(['93.184.215.14'])) {
      if (form === 'local-use NAT64') expect(addressProblem(spelling, false)).toMatch(/local-use NAT64/);
      else expect(addressProblem(spelling, false), `${form} ${spelling}`).toBeUndefined();
    }
  });

  it.each([
    ['4000::1', 'is not a global unicast address'],
    ['fec0::1', 'is a deprecatedSiteLocal address'],
    ['ff02::1', 'is a multicast address'],
    ['100::1', 'is a discard address'],
    ['2001:db8::1', 'is a reserved address'],
    ['3fff::1', 'is a reserved address'],
    ['2001:2::1', 'is a benchmarking address'],
    ['2001:20::1', 'is a orchid2 address'],
    ['5f00::1', 'is a segmentRouting address'],
    ['fe80::1%eth0', 'is not an IP address'],
  ])('refuses %s, which is not global unicast', (address, why) => {
    expect(addressProblem(address, true)).toBe(`${address} ${why}`);
  });

  it('accepts public unicast addresses', () => {
    expect(addressProblem('93.184.215.14', false)).toBeUndefined();
    expect(addressProblem('2606:2800:21f:cb07:6820:80da:af6b:8b2c', false)).toBeUndefined();
  });
});

describe('parseTargetUrl', () => {
  const refused = (url: string, allowLoopback: boolean) => {
    try {
      parseTargetUrl(url, allowLoopback);
    } catch (error) {
      expect(error).toBeInstanceOf(TargetRefusedError);
      return (error as Error).message;
    }
    return undefined;
  };

  it('takes https URLs to names and public addresses', () => {
    expect(parseTargetUrl('https://hooks.example.com/in?x=1', false).hostname).toBe('hooks.example.com');
    expect(parseTargetUrl('https://93.184.215.14:8443/in', false).port).toBe('8443');
  });

  it('refuses private, metadata and loopback literals however they are spelled', () => {
    for (const url of [
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/',
      'https://[::ffff:a00:1]/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::10.0.0.1]/hook',
      'https://[::169.254.169.254]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::192.168.1.1]/hook',
    ]) {
      expect(refused(url, false), url).toMatch(/must reach a public address/);
    }
  });

  it('refuses every spelling of every IPv6 form carrying a private address, in the cloud and locally', () => {
    for (const { ipv4, form, spelling } of hiddenAddresses()) {
      const url = `https://[${spelling}]:8443/hook`;
      expect(refused(url, false), url).toMatch(/must reach a public address/);
      // Locally, ::ffff:127.0.0.1 is the loopback address it maps (above).
      if (ipv4 !== '127.0.0.1' || form !== 'IPv4-mapped')
        expect(refused(url, true), url).toMatch(/must reach a public address/);
    }
  });

  it('refuses http, except to loopback when the runtime is local', () => {
    expect(refused('http://hooks.example.com/in', false)).toBe('must be an https URL');
    expect(refused('http://127.0.0.1:4000/in', false)).toMatch(/loopback/);
    expect(parseTargetUrl('http://127.0.0.1:4000/in', true).port).toBe('4000');
    expect(parseTargetUrl('http://localhost:4000/in', true).hostname).toBe('localhost');
    expect(refused('http://hooks.example.com/in', true)).toBe(
      'must be https (or http to a loopback address)',
    );
    expect(refused('http://10.0.0.8/in', true)).toMatch(/private/);
  });

  it('refuses what is not a plain absolute URL', () => {
    expect(refused('hooks.example.com/in', false)).toBe('must be an absolute URL');
    expect(refused('https://user:pw@hooks.example.com/', false)).toMatch(/credentials/);
    expect(refused('https://hooks.example.com/#x', false)).toMatch(/fragment/);
    expect(refused('https://hooks.example.com/in#', false)).toBe('must not have a fragment');
    expect(refused('https://hooks.example.com/in?a=1#', false)).toBe('must not have a fragment');
    expect(refused('https://hooks.example.com:0/in', false)).toBe('must not use port 0');
    expect(refused('https://hooks.example.com:000/in', false)).toBe('must not use port 0');
    expect(refused('http://127.0.0.1:0/in', true)).toBe('must not use port 0');
    expect(refused('ftp://hooks.example.com/', false)).toBe('must be an https URL');
    expect(refused(`https://hooks.example.com/${'a'.repeat(2048)}`, false)).toMatch(/at most 2048/);
  });
});

describe('resolveTarget', () => {
  it('answers the addresses of a name that resolves to public ones only', async () => {
    const url = new URL('https://hooks.example.com/');
    expect(await resolveTarget(url, false, fixed('93.184.215.14'))).toEqual([
      { address: '93.184.215.14', family: 4 },
    ]);
  });

  it('refuses a name when any of its addresses is private (no picking the good one)', async () => {
    const url = new URL('https://rebind.example.com/');
    await expect(resolveTarget(url, false, fixed('93.184.215.14', '10.0.0.5'))).rejects.toThrow(
      /resolves to 10\.0\.0\.5 is a private address/,
    );
    await expect(resolveTarget(url, true, fixed('169.254.169.254'))).rejects.toThrow(/linkLocal/);
  });

  it('refuses a name resolving to any IPv6 form that carries a private address', async () => {
    const url = new URL('https://hooks.example.com/');
    for (const { spelling } of hiddenAddresses(['10.0.0.1', '169.254.169.254', '192.168.1.1'])) {
      await expect(resolveTarget(url, true, fixed('93.184.215.14', spelling)), spelling).rejects.toThrow(
        /hooks\.example\.com resolves to .* which is a (private|linkLocal) address|local-use NAT64/,
      );
    }
  });

  it('refuses localhost in the cloud and takes it locally', async () => {
    const url = new URL('https://localhost/');
    await expect(resolveTarget(url, false, fixed('127.0.0.1'))).rejects.toThrow(/loopback/);
    expect(await resolveTarget(url, true, fixed('127.0.0.1'))).toHaveLength(1);
  });

  it('refuses a name that does not resolve', async () => {
    const failing: Lookup = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    await expect(resolveTarget(new URL('https://nowhere.invalid/'), false, failing)).rejects.toThrow(
      'host nowhere.invalid does not resolve (ENOTFOUND)',
    );
  });
});
