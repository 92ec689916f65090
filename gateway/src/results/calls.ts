import type { ProviderSession } from '../provider/session.js';
import type { ResultDTO } from './dto.js';

export const getResults = (provider: ProviderSession) => provider.get<ResultDTO[]>('/results/all');

export const deleteResultFile = (provider: ProviderSession, fileName: string) =>
  provider.send<unknown>('DELETE', `/results/delete/${encodeURIComponent(fileName)}`);

export const uploadPath = '/results/upload';

export const downloadPath = (fileName: string) => `/results/download/${encodeURIComponent(fileName)}`;
