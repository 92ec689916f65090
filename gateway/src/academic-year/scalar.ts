import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { UserFacingError } from '../errors/user-facing.js';
import { toPortalYear, toProviderYear, YEAR_FORMAT_MESSAGE } from '@nuru/rules/academic-year';

function providerYearOf(value: unknown): string {
  const year = typeof value === 'string' ? toProviderYear(value) : null;
  if (!year) throw new UserFacingError(YEAR_FORMAT_MESSAGE, 'BAD_USER_INPUT');
  return year;
}

/**
 * Clients write and read 2024-2025; resolvers and services hold the provider's Y2024_2025. A provider
 * answer of another shape fails its field rather than reaching a screen as something else.
 */
export const academicYearScalar = new GraphQLScalarType<string, string>({
  name: 'AcademicYear',
  description: 'An academic year, 2024-2025.',
  serialize: (value) => {
    if (typeof value !== 'string' || !toProviderYear(value)) throw new GraphQLError(`Not an academic year: ${JSON.stringify(value)}`);
    return toPortalYear(toProviderYear(value) ?? value);
  },
  parseValue: providerYearOf,
  parseLiteral: (ast) => providerYearOf(ast.kind === Kind.STRING ? ast.value : null),
});
