import { buildGateway } from './app.js';
import { readGatewayEnvironment } from './config/environment.js';

const { port, host, options } = readGatewayEnvironment(process.env);
const app = await buildGateway(options);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
app.log.info(`Gateway ready at http://${shown}:${port} (GraphQL at http://${shown}:${port}/graphql)`);
