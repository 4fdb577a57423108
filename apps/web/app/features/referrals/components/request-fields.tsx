import { SelectField, TextareaField } from '~/shell/fields';
import { resumeLabel } from '../referral-text';

/** What every referral request sends besides the job: the resume a referrer gets on accepting, and the member's note. */
export function ResumeAndNoteFields({ resumes }: { resumes: readonly Parameters<typeof resumeLabel>[0][] }) {
  return (
    <>
      <SelectField name="resumeId" label="Resume" data={resumes.map((r) => ({ value: String(r.id), label: resumeLabel(r) }))} />
      <TextareaField
        name="note"
        label="A short note"
        description="Why you fit, in a sentence or two. No email, phone or links: the referrer gets your contact details when they accept."
        required
        minLength={20}
        maxLength={500}
        rows={3}
      />
    </>
  );
}
