// Which addresses an http input source may reach only when the allow-list names the host (issue 30, item 7): IPv6
// forms that lead to a private IPv4 address are private too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { embeddedIpv4, isPrivateAddress } from './private-address.ts';

test('IPv4 and plain IPv6 addresses: private, loopback and link-local ones are private', () => {
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '169.254.169.254',
    '192.168.1.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
  ])
    assert.ok(isPrivateAddress(address), address);
  for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '[2a00:1450:4001:80b::200e]'])
    assert.ok(!isPrivateAddress(address), address);
  assert.ok(isPrivateAddress('not an address'));
});

test('IPv6 addresses that carry an IPv4 address are judged by it: mapped, compatible, NAT64, 6to4', () => {
  const leadingTo127 = [
    '::ffff:127.0.0.1',
    '::ffff:7f00:1', // the same as a URL writes it
    '::127.0.0.1', // IPv4-compatible
    '::7f00:1',
    '::ffff:0:127.0.0.1', // IPv4-translated
    '64:ff9b::127.0.0.1', // NAT64
    '64:ff9b::7f00:1',
    '64:ff9b:1::7f00:1', // local-use NAT64
    '2002:7f00:1::1', // 6to4
    '[64:ff9b::a9fe:a9fe]', // NAT64 of the metadata service, bracketed
  ];
  for (const address of leadingTo127) assert.ok(isPrivateAddress(address), address);
  assert.equal(embeddedIpv4('64:ff9b::a9fe:a9fe'), '169.254.169.254');
  assert.equal(embeddedIpv4('::ffff:7f00:1'), '127.0.0.1');
  assert.equal(embeddedIpv4('2002:c000:0201::1'), '192.0.2.1');
  // The same forms of a public address are public.
  for (const address of ['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])
    assert.ok(!isPrivateAddress(address), address);
  // Teredo hides the address it leads to: refused.
  assert.ok(isPrivateAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2'));
});

test('a URL host in any IPv6 form reaches the check as the resolver gives it', () => {
  for (const host of ['[::ffff:127.0.0.1]', '[64:ff9b::127.0.0.1]', '[::127.0.0.1]']) {
    const hostname = new URL(`http://${host}/`).hostname;
    assert.ok(isPrivateAddress(hostname), `${host} → ${hostname}`);
  }
});
