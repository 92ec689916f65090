// The browser tests' own stack, on ports apart from the development defaults (4000/4100).
const gateway = Number(process.env.E2E_GATEWAY_PORT ?? 4600);

export const stackPorts = {
  gateway,
  provider: Number(process.env.E2E_PROVIDER_PORT ?? 4610),
  // stack.ts's control server, through which tests stop and restart the provider.
  control: Number(process.env.E2E_CONTROL_PORT ?? gateway + 2),
};

export const providerApi = `http://127.0.0.1:${stackPorts.provider}/api`;
