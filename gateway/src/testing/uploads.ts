// Test support: result uploads and downloads over real HTTP, as the browser sends them
// (FormData in the order given, the bearer token and Apollo's preflight header).
export interface UploadFile {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

export interface UploadRequest {
  token?: string;
  year?: string;
  gpa?: string;
  file?: UploadFile;
  /** Sends the file before the year and gpa fields. */
  fileFirst?: boolean;
  /** Replaces the default headers (authorization and apollo-require-preflight). */
  headers?: Record<string, string>;
}

export interface JsonAnswer {
  status: number;
  body: any;
}

export async function uploadResult(gatewayUrl: string, request: UploadRequest): Promise<JsonAnswer> {
  const form = new FormData();
  const appendFile = () => {
    if (request.file) form.append('file', new Blob([request.file.bytes], { type: request.file.type }), request.file.name);
  };
  if (request.fileFirst) appendFile();
  if (request.year !== undefined) form.append('year', request.year);
  if (request.gpa !== undefined) form.append('gpa', request.gpa);
  if (!request.fileFirst) appendFile();
  const headers = request.headers ?? {
    'apollo-require-preflight': 'true',
    ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
  };
  const response = await fetch(`${gatewayUrl}/uploads/results`, { method: 'POST', body: form, headers });
  return { status: response.status, body: await response.json() };
}

export async function download(gatewayUrl: string, path: string, token?: string) {
  const response = await fetch(`${gatewayUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A small but real PDF, JPEG or PNG: the provider checks the content, not the name. */
export const PDF = (text = 'transcript') => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
