// The browser tests' own stack, on ports apart from the development defaults (4000/4100).
export const stackPorts = {
  gateway: Number(process.env.E2E_GATEWAY_PORT ?? 4600),
  provider: Number(process.env.E2E_PROVIDER_PORT ?? 4610),
};

export const providerApi = `http://127.0.0.1:${stackPorts.provider}/api`;
