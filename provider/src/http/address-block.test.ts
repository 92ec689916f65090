import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block.js';

describe('addressBlock', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['1:2:3:4:5:6:198.51.100.1', '1:2:3:4::/64'],
  ])('%s counts as %s', (ip, block) => {
    expect(addressBlock(ip)).toBe(block);
  });

  it('puts every address of one /64 in one block, and neighbouring /64s apart', () => {
    expect(new Set(['2001:db8:a:b::1', '2001:db8:a:b:ffff:ffff:ffff:ffff', '2001:db8:a:b:1:2:3:4'].map(addressBlock)).size).toBe(1);
    expect(addressBlock('2001:db8:a:b::1')).not.toBe(addressBlock('2001:db8:a:c::1'));
  });
});
