import { configure } from '@testing-library/react';

// findBy*/waitFor limits only catch a hang: a passing wait returns as soon as its element is there, and a
// busy CI machine (a loaded 2-core runner) can take seconds to render a lazy page, far past the 1 s default.
configure({ asyncUtilTimeout: 15_000 });
