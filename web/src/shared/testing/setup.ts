import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor limits only catch a hang: a passing wait returns as soon as its element is there, and a
// busy CI machine (a loaded 2-core runner) can take seconds to render a lazy page, far past the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// Test files share a worker's modules (isolate: false in vitest.config.ts), so nothing a test renders may
// outlive it.
afterEach(cleanup);
