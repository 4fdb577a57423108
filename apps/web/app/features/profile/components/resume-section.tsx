import { Alert, Anchor, Badge, Button, Checkbox, Group, Input, Stack, Text, Title } from '@mantine/core';
import { API_BASE, isEnvelope } from '@paysight/contract/core';
import type { api } from '@paysight/contract';
import type { ChangeEvent, ReactNode } from 'react';
import { data, Form, useNavigation, type AppLoadContext } from 'react-router';
import classes from '../profile.module.css';

/**
 * The profile page's sources (SPEC §7 Profile): the resume (this file) and the professional-network
 * export with enrichment (network-import-section.tsx). Plain multipart forms posted to the page's
 * action, so they work without JavaScript; the action forwards the file to the API and the section
 * shows the API's answer: what was read, the fields filled, or why the file was refused.
 */

export type SourceKind = 'resume' | 'network' | 'enrich';

/** What the page's action answers for a sources form. */
export type SourcesAnswer =
  | { source: SourceKind; ok: true; filled: api.ProfileFillField[]; extracted: api.ProfileSourceFacts | null }
  | { source: SourceKind; ok: false; message: string };

const API_PATH: Record<SourceKind, string> = {
  resume: '/profile/resume',
  network: '/link/lkInimport',
  enrich: '/profile/actions/enrich',
};

/** The largest upload the action reads (the API caps each kind lower: 5 MB resumes, 10 MB exports). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/** A sources form posts multipart to `?source=<kind>`; anything else is the profile form's. */
export function sourceOf(request: Request): SourceKind | null {
  const source = new URL(request.url).searchParams.get('source');
  const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  return multipart && (source === 'resume' || source === 'network' || source === 'enrich') ? source : null;
}

/** The page action's part for the sources forms: forwards the upload (or the enrich call) to the API. */
export async function sourcesAction(source: SourceKind, request: Request, context: AppLoadContext) {
  const fail = (message: string, status: number) => data<SourcesAnswer>({ source, ok: false, message }, { status });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
    return fail(`The file is larger than ${source === 'resume' ? '5' : '10'} MB.`, 413);
  }
  const form = await request.formData();
  const out = new FormData();
  if (source === 'resume') out.set('syncProfile', form.get('syncProfile') === 'true' ? 'true' : 'false');
  const file = form.get('file');
  // No file chosen: the browser still sends an empty part; the API says what to choose.
  if (source !== 'enrich' && file instanceof File && file.size > 0) out.set('file', file, file.name);
  const encoded = new Response(out);
  const response = await context.apiFetch(API_PATH[source], {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data', accept: 'application/json' },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!isEnvelope(json)) return fail('Something went wrong. Please try again...', 502);
  if (!json.success) return fail(json.message, json.statusCode);
  const answer = json.data as { filled: api.ProfileFillField[]; extracted?: api.ProfileSourceFacts };
  return { source, ok: true as const, filled: answer.filled, extracted: answer.extracted ?? null } satisfies SourcesAnswer;
}

export const FILL_LABELS: Record<api.ProfileFillField, string> = {
  company: 'company',
  school: 'school',
  skills: 'skills',
  experience: 'years of experience',
};

export function filledText(filled: api.ProfileFillField[]) {
  return filled.length > 0 ? `Filled: ${filled.map((f) => FILL_LABELS[f]).join(', ')}.` : 'No empty field was filled from it.';
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A native file input (it works without JavaScript), with Mantine's label; with JavaScript, a file over `maxBytes` is refused before it is sent. */
type FileFieldProps = { id: string; label: string; description: string; accept: string; maxBytes: number; maxLabel: string };

export function FileField(props: FileFieldProps) {
  return (
    <Input.Wrapper id={props.id} label={props.label} description={props.description}>
      <Input
        id={props.id}
        name="file"
        type="file"
        accept={props.accept}
        required
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.setCustomValidity(file && file.size > props.maxBytes ? `The file is larger than ${props.maxLabel}.` : '');
          event.currentTarget.reportValidity();
        }}
      />
    </Input.Wrapper>
  );
}

function Names({ label, items }: { label: string; items: Array<{ name: string; slug: string | null }> }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Group gap={6} mt={4}>
        {items.map((item) => (
          <Badge
            key={`${item.slug ?? ''}:${item.name}`}
            variant={item.slug ? 'light' : 'outline'}
            color={item.slug ? undefined : 'gray'}
            tt="none"
            title={item.slug ? 'In our catalogue' : 'Not in our catalogue: kept as text'}
          >
            {item.name}
          </Badge>
        ))}
      </Group>
    </div>
  );
}

/** What a source said, names the catalogue knows in colour, the others outlined. */
export function ExtractedFacts({ facts, testId }: { facts: api.ProfileSourceFacts; testId: string }) {
  const empty =
    [facts.companies, facts.titles, facts.schools, facts.skills].every((l) => l.length === 0) && facts.yearsOfExperience === null;
  return (
    <Stack gap="xs" data-testid={testId}>
      {empty ? (
        <Text fz="sm" c="dimmed">
          Nothing we could read: no employers, schools, skills or dates.
        </Text>
      ) : (
        <>
          <Names label="Employers" items={facts.companies} />
          <Names label="Titles" items={facts.titles} />
          <Names label="Schools" items={facts.schools} />
          <Names label="Skills" items={facts.skills} />
          {facts.yearsOfExperience !== null && <Text fz="sm">Years of experience: {facts.yearsOfExperience}</Text>}
          <Text fz="xs" c="dimmed">
            Outlined names are not in our catalogue yet; they are kept as text and never fill a field.
          </Text>
        </>
      )}
    </Stack>
  );
}

export function SourceAlert(props: { answer: SourcesAnswer | undefined; success: string; failure: string; nothing?: string }) {
  const { answer } = props;
  if (!answer) return null;
  return answer.ok ? (
    <Alert color="green" role="status">
      {answer.filled.length === 0 && props.nothing ? props.nothing : `${props.success} ${filledText(answer.filled)}`}
    </Alert>
  ) : (
    <Alert color="red" role="alert" title={props.failure}>
      {answer.message}
    </Alert>
  );
}

/** Whether a form posting to this source (?source=…) is being sent, or the page reloads after it. */
export function useSourceBusy() {
  const navigation = useNavigation();
  return (source: SourceKind) => navigation.state !== 'idle' && navigation.formAction?.endsWith(`source=${source}`) === true;
}

/** A source's upload form, multipart to the page's action (?source=…): its file field, any options, then its button. */
export function SourceUploadForm({
  source,
  file,
  submitLabel,
  children,
}: {
  source: SourceKind;
  file: FileFieldProps;
  submitLabel: string;
  children?: ReactNode;
}) {
  const busy = useSourceBusy()(source);
  return (
    <Form method="post" encType="multipart/form-data" action={`?source=${source}`} className={classes.form}>
      <FileField {...file} />
      {children}
      <Group>
        <Button type="submit" variant="light" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </Form>
  );
}

/** A source's card: its heading (`id` names the section by it), then its content one under another. */
export function SourceCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.card} aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

const RESUME_TYPES = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function ResumeSection({
  fileName,
  resume,
  answer,
}: {
  /** The profile's resumeFileName. */
  fileName: string | null;
  resume: api.ProfileSources['resume'] | undefined;
  answer: SourcesAnswer | undefined;
}) {
  const mine = answer?.source === 'resume' ? answer : undefined;
  const extracted = mine?.ok ? mine.extracted : resume?.extracted;
  return (
    <SourceCard id="resume-heading" title="Resume">
      {fileName ? (
        <Text fz="sm" data-testid="resume-file">
          Your resume:{' '}
          <Anchor href={`${API_BASE}/profile/resume`} download={fileName}>
            {fileName}
          </Anchor>
          {resume && ` (${formatSize(resume.size)}, uploaded ${formatDate(resume.uploadedAt)})`}
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          Upload your resume to keep it with your profile (only you can download it) and to fill in what your profile is missing.
        </Text>
      )}
      {/* Keyed by the stored file, so the picker empties once a file is in. */}
      <SourceUploadForm
        key={resume?.uploadedAt ?? 'none'}
        source="resume"
        file={{
          id: 'resume-file-input',
          label: fileName ? 'Replace with a new file' : 'Resume file',
          description: 'PDF or DOCX, up to 5 MB',
          accept: RESUME_TYPES,
          maxBytes: 5 * 1024 * 1024,
          maxLabel: '5 MB',
        }}
        submitLabel="Upload resume"
      >
        <Checkbox
          name="syncProfile"
          value="true"
          defaultChecked
          label="Fill my empty profile fields from it"
          description="Company, school, skills and years of experience; what you have filled in stays as it is."
        />
      </SourceUploadForm>
      <SourceAlert answer={mine} success="Resume uploaded." failure="Resume not uploaded" />
      {extracted && <ExtractedFacts facts={extracted} testId="resume-extracted" />}
    </SourceCard>
  );
}
