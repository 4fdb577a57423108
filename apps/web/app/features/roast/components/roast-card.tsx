import { Badge, Group, Stack, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { writerLabel } from '../roast-text';
import classes from './roast.module.css';

/** One roast: the persona, its text, who wrote it (offline templates said so) and the figures it was written from. */
export function RoastCard({ roast, href, headingLevel = 2 }: { roast: api.CareerRoast; href?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Stack gap="sm" data-testid="roast-card">
      <div>
        <Heading style={{ margin: 0 }}>{href ? <Link to={href}>{roast.persona.name}</Link> : roast.persona.name}</Heading>
        <Text c="dimmed" fz="sm">
          {roast.persona.voice}
        </Text>
      </div>
      <p className={classes.text} data-testid="roast-text">
        {roast.text}
      </p>
      <Group gap="xs">
        <Badge variant="light" color={roast.isOffline ? 'gray' : 'blue'} radius="sm" tt="none" data-testid="roast-writer">
          {writerLabel(roast.writer)}
        </Badge>
        {roast.source === 'resume' && (
          <Badge variant="light" color="gray" radius="sm" tt="none">
            From an uploaded resume
          </Badge>
        )}
      </Group>
      {roast.figures.length > 0 && (
        <section aria-label="The figures this roast was written from">
          <Text fw={600} fz="sm" mb={6}>
            The figures it used
          </Text>
          <ul className={classes.figures} data-testid="roast-figures">
            {roast.figures.map((f) => (
              <li key={f.key} className={classes.figure}>
                <span className={classes.figureValue}>{f.display}</span>
                <Text span fz="sm" c="dimmed">
                  {f.label}
                </Text>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  );
}
