import type { Lenient, ProviderAnswer, ProviderSchema } from '../provider/contract.js';

/**
 * One row of `GET /api/results/all` (docs/behaviour.md §7; the reference provider adds the file details). The GPA may
 * come as text: the upload form sends it so, and a provider may answer it as it was given.
 */
export type ResultDTO = Omit<Lenient<ProviderSchema<'Result'>, 'fileName'>, 'gpa'> & {
  gpa?: ProviderSchema<'Result'>['gpa'] | string | null;
};

/** `POST /api/results/upload` answer. */
export type UploadAnswerDTO = Lenient<ProviderAnswer<'/api/results/upload', 'post'>>;
