import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

// One schema, two outputs: resolver types for the gateway, typed documents for the web client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  // Enum values in the order the SDL writes them (urgent before low), which the web's lists show.
  config: { sort: false },
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        enumsAsTypes: true,
        // Resolvers hold an academic year in the provider's form (Y2024_2025); the scalar converts at the edge.
        scalars: { AcademicYear: 'string' },
        // Resolvers answer the provider's REST shapes (the DTOs) and GraphQL's default resolver reads each field the
        // schema names as the provider does; mapping.ts adds only renames and derived fields, and TypeScript checks
        // the answer against the schema's type. A mapper stands for a type whose parent carries what the schema
        // does not show (a profile read field by field, a session's mentorId, a run's rows): it switches that check
        // off, so a mapped type is the schema's type with a field swapped (Omit<…>), or has a type test of the fields
        // it leaves to the default resolver.
        mappers: {
          Profile: '../profile/dto.js#ProfileDTO',
          MentorshipSession: '../mentorship/mapping.js#SessionModel',
          Announcement: '../announcements/mapping.js#AnnouncementModel',
          DisbursementRun: '../disbursement/mapping.js#RunModel',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: true },
      // The persisted documents are what the gateway runs for a hash: with __typename, as Apollo's cache asks.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      // Enums as const objects: the web lists their values (filters, selects) without writing them again.
      config: { useTypeImports: true, enumType: 'const', scalars: { AcademicYear: 'string' } },
    },
    // Which object types each union and interface stands for, so Apollo's cache matches fragments on them
    // (a sign-in answers either a session or a two-factor challenge) instead of guessing.
    'web/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
