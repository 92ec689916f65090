import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers.js';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The SDL of schema/*.graphql (base first: the others extend it) with the gateway's resolvers. */
export function buildSchema(): GraphQLSchema {
  const files = readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => Number(b === 'base.graphql') - Number(a === 'base.graphql') || a.localeCompare(b));
  const typeDefs = files.map((file) => readFileSync(SCHEMA_DIR + file, 'utf8'));
  return makeExecutableSchema({ typeDefs, resolvers });
}
