import { CloudUpload, FileCheck2, FileX2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { DragEvent, FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCurrentAcademicYear } from '@/shared/api/current-academic-year';
import { useServerWords } from '@/shared/i18n/words';
import { formatFileSize } from '@/shared/rules/format';
import { expireSession } from '@/shared/session/expire-session';
import { AcademicYearSelect } from '@/shared/ui/AcademicYearSelect';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { cn } from '@/shared/ui/cn';
import { Input } from '@/shared/ui/Input';
import { useToast } from '@/shared/ui/Toast';
import { gpaProblem, RESULT_FILE_ACCEPT, resultFileProblem } from '@nuru/rules/results';
import { uploadResult } from './upload-result';

type Problems = { file?: string; gpa?: string };

type Props = {
  onUploaded: () => void;
  /**
   * How many results the page has deleted: a refusal given before a deletion ("Results for 2024-2025 have already
   * been uploaded.") is no longer true after it, so it is no longer shown.
   */
  deletions?: number;
};

/** Picks (or takes a dropped) transcript, the year and its GPA, and sends them with a progress bar. */
export function UploadResultForm({ onUploaded, deletions = 0 }: Props) {
  const intl = useIntl();
  const words = useServerWords();
  const navigate = useNavigate();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { currentYear, yearError } = useCurrentAcademicYear();
  const [pickedYear, setYear] = useState<string>();
  const year = pickedYear ?? currentYear;
  const [gpa, setGpa] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; deletions: number } | null>(null);
  const shownFailure = failure?.deletions === deletions ? failure.message : null;
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null;

  function choose(picked: File | null) {
    setFile(picked);
    setFailure(null);
    setProblems((p) => ({ ...p, file: picked ? (resultFileProblem(picked) ?? undefined) : undefined }));
  }

  function clearFile() {
    setFile(null);
    setProblems((p) => ({ ...p, file: undefined }));
    if (inputRef.current) inputRef.current.value = '';
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose(event.dataTransfer.files[0] ?? null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = { file: resultFileProblem(file) ?? undefined, gpa: gpaProblem(gpa) ?? undefined };
    setProblems(found);
    setFailure(null);
    if (found.file || found.gpa || !file || !year) return;

    setProgress(0);
    const answer = await uploadResult({ file, year, gpa, onProgress: setProgress });
    setProgress(null);
    if (answer.ok) {
      setGpa('');
      clearFile();
      toast(intl.formatMessage({ id: 'results.upload.success', defaultMessage: 'Result uploaded successfully' }));
      onUploaded();
      return;
    }
    setFailure({ message: answer.message, deletions });
    if (answer.sessionExpired) {
      expireSession();
      void navigate('/login', { replace: true });
    }
  }

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Card aria-labelledby="upload-result-title">
      <CardHeader
        titleId="upload-result-title"
        title={intl.formatMessage({ id: 'results.upload.title', defaultMessage: 'Upload results' })}
        description={intl.formatMessage({
          id: 'results.upload.description',
          defaultMessage: 'Your transcript for one academic year: PDF, JPEG or PNG, up to 5 MB.',
        })}
      />
      <form noValidate onSubmit={onSubmit} className="space-y-5 px-5 py-5">
        {shownFailure && (
          <Alert tone="error" onClose={() => setFailure(null)}>
            {shownFailure}
          </Alert>
        )}

        <div className="space-y-1.5">
          <span id={`${fileInputId}-label`} className="block text-sm font-medium text-slate-700">
            <FormattedMessage id="results.upload.document" defaultMessage="Result document" />
          </span>
          <input
            ref={inputRef}
            id={fileInputId}
            type="file"
            accept={RESULT_FILE_ACCEPT}
            disabled={uploading}
            aria-labelledby={`${fileInputId}-label`}
            aria-invalid={problems.file ? true : undefined}
            aria-describedby={problems.file ? `${fileInputId}-error` : `${fileInputId}-hint`}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor={fileInputId}
            onDragOver={(event) => {
              event.preventDefault();
              if (!uploading) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
              dragging
                ? 'border-brand-500 bg-brand-50'
                : problems.file
                  ? 'border-red-400 bg-red-50/40'
                  : 'border-slate-300 bg-slate-50 hover:border-brand-400',
              uploading && 'cursor-not-allowed opacity-70',
            )}
          >
            {file ? (
              <>
                {problems.file ? (
                  <FileX2 aria-hidden="true" className="size-8 text-red-600" />
                ) : (
                  <FileCheck2 aria-hidden="true" className="size-8 text-brand-600" />
                )}
                <span className="max-w-full truncate text-sm font-medium text-slate-900">{file.name}</span>
                <span className="text-xs text-slate-500">
                  <FormattedMessage
                    id="results.upload.chooseAnother"
                    defaultMessage="{size} · click or drop to choose another"
                    values={{ size: formatFileSize(file.size) }}
                  />
                </span>
              </>
            ) : (
              <>
                <CloudUpload aria-hidden="true" className="size-8 text-slate-400" />
                <span className="text-sm font-medium text-slate-900">
                  <FormattedMessage
                    id="results.upload.choose"
                    defaultMessage="<choose>Choose a file</choose> or drag it here"
                    values={{ choose: (words) => <span className="text-brand-700 underline underline-offset-2">{words}</span> }}
                  />
                </span>
                <span className="text-xs text-slate-500">
                  <FormattedMessage id="results.upload.kinds" defaultMessage="PDF, JPEG or PNG, up to 5 MB" />
                </span>
              </>
            )}
          </label>
          {problems.file ? (
            <p id={`${fileInputId}-error`} role="alert" className="text-sm text-red-700">
              {words(problems.file)}
            </p>
          ) : (
            <p id={`${fileInputId}-hint`} className="text-xs text-slate-500">
              <FormattedMessage id="results.upload.checked" defaultMessage="The document is checked by its content, not its name." />
            </p>
          )}
          {file && !uploading && (
            <Button variant="ghost" className="sm:min-h-8 px-2 py-1 text-xs" onClick={clearFile}>
              <X aria-hidden="true" className="size-3.5" />
              <FormattedMessage id="results.upload.removeFile" defaultMessage="Remove file" />
            </Button>
          )}
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <AcademicYearSelect value={year} currentYear={currentYear} onChange={setYear} disabled={uploading} error={yearError} />
          <Input
            autoComplete="off"
            label={intl.formatMessage({ id: 'results.upload.gpa', defaultMessage: 'GPA' })}
            inputMode="decimal"
            placeholder={intl.formatMessage({ id: 'results.upload.gpaExample', defaultMessage: 'e.g. 3.7' })}
            value={gpa}
            onChange={(event) => setGpa(event.target.value)}
            error={problems.gpa}
            hint={intl.formatMessage({ id: 'results.upload.gpaHint', defaultMessage: 'From 0.0 to 5.0, as on your transcript.' })}
            disabled={uploading}
          />
        </div>

        {uploading && (
          <div className="space-y-1.5">
            <div className="flex justify-between text-xs font-medium text-slate-600">
              <span>
                <FormattedMessage id="results.upload.uploadingFile" defaultMessage="Uploading {name}" values={{ name: file?.name }} />
              </span>
              <span aria-hidden="true">{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'results.upload.progress', defaultMessage: 'Upload progress' })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
            </div>
          </div>
        )}

        <div className="flex justify-end border-t border-slate-100 pt-5">
          {/* Until the programme's year is known there is no year to send it for. */}
          <Button type="submit" busy={uploading} disabled={!year}>
            {!uploading && <CloudUpload aria-hidden="true" className="size-4" />}
            {uploading ? (
              <FormattedMessage id="results.upload.uploading" defaultMessage="Uploading..." />
            ) : (
              <FormattedMessage id="results.upload.submit" defaultMessage="Upload result" />
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}
