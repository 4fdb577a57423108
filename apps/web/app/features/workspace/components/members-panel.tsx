import { Button, Group, Modal, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate, WORKSPACE_ROLES } from '@paysight/contract/core';
import { useState } from 'react';
import { lastSeen, ROLE_HELP, ROLE_LABEL } from '../workspace-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './workspace.module.css';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';

const ROLE_OPTIONS = WORKSPACE_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }));

/** Add a member by email at one of the workspace's domains, with a role. */
export function AddMemberForm({ domains }: { domains: string[] }) {
  const busy = usePendingIntent()('add');
  return (
    <IntentForm intent="add" className={`${blocks.inline} ${classes.addForm}`} aria-label="Add a member">
      <TextInput
        id="member-email"
        name="email"
        type="email"
        label="Work email"
        description={`An email at ${domains.join(' or ')}`}
        required
        maxLength={254}
        autoComplete="off"
        className={classes.grow}
      />
      <NativeSelect id="member-role" name="role" label="Role" defaultValue="viewer" data={ROLE_OPTIONS} className={classes.role} />
      <Button type="submit" loading={busy} className={classes.addButton}>
        Add member
      </Button>
      <Text size="sm" c="dimmed" className={classes.full}>
        {WORKSPACE_ROLES.map((r) => `${ROLE_LABEL[r]}: ${ROLE_HELP[r]}`).join(' · ')}.
      </Text>
    </IntentForm>
  );
}

/** The members with their roles: an admin changes a role or removes a member (after confirming). */
export function MembersTable({ members, me }: { members: api.WorkspaceMemberView[]; me: string }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const pendingIntent = usePendingIntent();
  const pending = (intent: string, email: string) => pendingIntent(intent, { email });
  return (
    <>
      <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Members">
        <Table className={classes.table} withTableBorder data-testid="members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Member</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              <Table.Th scope="col">Sign-in</Table.Th>
              <Table.Th scope="col">
                <span className={classes.visuallyHidden}>Remove</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((m) => (
              <Table.Tr key={m.email} data-email={m.email}>
                <Table.Th scope="row" className={classes.memberCell}>
                  <span className={classes.email}>{m.email}</span>
                  {m.name && (
                    <Text span size="sm" c="dimmed" display="block">
                      {m.name}
                      {m.email === me ? ' (you)' : ''}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>
                  <IntentForm intent="role" fields={{ email: m.email }} className={classes.roleForm}>
                    <NativeSelect
                      name="role"
                      aria-label={`Role of ${m.email}`}
                      defaultValue={m.role}
                      key={m.role}
                      size="xs"
                      data={WORKSPACE_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
                    />
                    <Button
                      type="submit"
                      size="xs"
                      variant="light"
                      loading={pending('role', m.email)}
                      aria-label={`Save the role of ${m.email}`}
                    >
                      Save
                    </Button>
                  </IntentForm>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lastSeen(m, formatDate)}</Text>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(m.email)} aria-label={`Remove ${m.email}`}>
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Remove this member?" centered>
        <Text size="sm">
          {confirming} will be signed out everywhere and may not sign in to the workspace again until an admin adds them back.
        </Text>
        <IntentForm intent="remove" fields={{ email: confirming ?? '' }} onSubmit={() => setConfirming(null)}>
          <Group justify="flex-end" mt="md">
            <Button variant="default" type="button" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" type="submit">
              Remove {confirming}
            </Button>
          </Group>
        </IntentForm>
      </Modal>
    </>
  );
}

/** Emails an admin removed: they may not sign in until added back. */
export function RemovedList({ removed }: { removed: string[] }) {
  return (
    <ul className={classes.removed} data-testid="removed">
      {removed.map((email) => (
        <li key={email}>
          <span className={classes.email}>{email}</span>
          <IntentForm intent="add" fields={{ email, role: 'viewer' }}>
            <Button type="submit" size="xs" variant="subtle" aria-label={`Add ${email} back as a viewer`}>
              Add back as viewer
            </Button>
          </IntentForm>
        </li>
      ))}
    </ul>
  );
}
