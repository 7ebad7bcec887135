import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string };
}
interface OtlpMetricsBody {
  resourceMetrics?: { resource?: { attributes?: OtlpAttribute[] }; scopeMetrics?: { metrics?: { name: string }[] }[] }[];
}

/** An OTLP/HTTP (JSON) receiver on a loopback port that remembers which metric names each service sent. */
export interface OtlpReceiver {
  endpoint: string;
  /** service.name -> metric names received */
  metrics: Map<string, Set<string>>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const metrics = new Map<string, Set<string>>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/metrics') {
        const raw = Buffer.concat(chunks);
        const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')) as OtlpMetricsBody;
        for (const rm of body.resourceMetrics ?? []) {
          const service = rm.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          const names = metrics.get(service) ?? new Set<string>();
          for (const sm of rm.scopeMetrics ?? []) for (const m of sm.metrics ?? []) names.add(m.name);
          metrics.set(service, names);
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    metrics,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
