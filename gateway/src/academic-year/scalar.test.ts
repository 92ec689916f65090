import { GraphQLError, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { academicYearScalar } from './scalar.js';

describe('AcademicYear: clients write 2024-2025, resolvers hold Y2024_2025', () => {
  it.each([
    ['2024-2025', 'Y2024_2025'],
    [' 2023-2024 ', 'Y2023_2024'],
    ['Y2024_2025', 'Y2024_2025'],
  ])('reads %j as %j', (input, provider) => {
    expect(academicYearScalar.parseValue(input)).toBe(provider);
    expect(academicYearScalar.parseLiteral({ kind: Kind.STRING, value: input }, {})).toBe(provider);
  });

  it.each([['2024-2026'], ['2025-2024'], ['2024_2025'], ['24-25'], [''], [2024], [null]])("refuses %j with the spec's words", (input) => {
    const refusal = (() => {
      try {
        academicYearScalar.parseValue(input);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect(refusal).toMatchObject({ message: 'Year must look like 2024-2025', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a literal that is not a string', () => {
    expect(() => academicYearScalar.parseLiteral({ kind: Kind.INT, value: '2024' }, {})).toThrow('Year must look like 2024-2025');
  });

  it.each([
    ['Y2024_2025', '2024-2025'],
    ['2022-2023', '2022-2023'],
  ])('writes %j as %j', (held, written) => {
    expect(academicYearScalar.serialize(held)).toBe(written);
  });

  it.each([['someday'], [''], ['Y2024_2026'], [null], [2024]])('fails the field for a provider answer %j', (held) => {
    expect(() => academicYearScalar.serialize(held)).toThrow(/Not an academic year/);
  });
});
