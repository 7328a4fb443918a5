import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';

interface DeskUploadFormProps {
  title: string;
  hint: string;
  fileLabel: string;
  accept: string;
  submitLabel: string;
  /** Shown when the form is sent without a file. */
  fileRequired: string;
  /** Reads and sends the chosen file; answers the issue to show beside the field, or null once it is sent. */
  send: (file: File) => Promise<string | null>;
  /** Whether the server is still answering the last upload. */
  pending: boolean;
  /** More fields between the file and the button (the fines' photos). */
  children?: ReactNode;
  /** The server's refusal, under the button. */
  error?: ReactNode;
  /** The server's report, below the form. */
  report?: ReactNode;
}

/** The desk's one-file upload: a titled section with the file field, its issue, the send button and the report. */
export function DeskUploadForm({ title, hint, fileLabel, accept, submitLabel, fileRequired, send, pending, children, error, report }: DeskUploadFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reading || pending) return;
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setIssue(fileRequired);
      fileInput.current?.focus();
      return;
    }
    setIssue(null);
    setReading(true);
    try {
      setIssue(await send(file));
    } finally {
      setReading(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <div>
              <Text component="label" htmlFor={`${id}-file`} fz="sm" fw={500} display="block">
                {fileLabel}
              </Text>
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept={accept}
                aria-invalid={issue !== null}
                aria-describedby={issue ? `${id}-issue` : undefined}
                onChange={() => setIssue(null)}
              />
            </div>
            {children}
            {issue && (
              <Text id={`${id}-issue`} fz="sm" className="desk-status-red" role="alert">
                {issue}
              </Text>
            )}
            <Button type="submit" loading={reading || pending} style={{ alignSelf: 'flex-start' }}>
              {submitLabel}
            </Button>
            {error}
          </Stack>
        </form>
        {report}
      </Stack>
    </Paper>
  );
}
