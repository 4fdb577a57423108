import { Container, Group, Stack, Title, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import blocks from './page-blocks.module.css';
import shell from './shell.module.css';

/** A page's column of blocks at its width; it fades while the next page loads, unless `fade` is false. */
export function PageFrame({ size = 'lg', fade = true, children }: { size?: MantineSize; fade?: boolean; children: ReactNode }) {
  const navigation = useNavigation();
  const loading = fade && navigation.state === 'loading';
  return (
    <Container size={size} py="xl">
      <Stack gap="lg" className={fade ? blocks.content : undefined} data-loading={loading || undefined}>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * A page's heading: the eyebrow (with a badge beside it, such as the demo-data label), the h1 (at
 * Mantine's size when `plainTitle`), then what the page says under it.
 */
export function PageHeading({
  eyebrow,
  badge,
  title,
  plainTitle = false,
  logo,
  children,
}: {
  eyebrow: ReactNode;
  badge?: ReactNode;
  title: ReactNode;
  plainTitle?: boolean;
  /** A company's logo beside the h1 (its URL: an uploaded file or the generated monogram). */
  logo?: string;
  children?: ReactNode;
}) {
  const eyebrowText = <span className={shell.eyebrow}>{eyebrow}</span>;
  return (
    <div>
      {badge === undefined ? (
        eyebrowText
      ) : (
        <Group gap="xs">
          {eyebrowText}
          {badge}
        </Group>
      )}
      {logo ? (
        <Group gap="sm" wrap="nowrap" mt="sm" align="center">
          {/* Decorative: the h1 beside it names the company. Fixed size, so nothing moves when it loads. */}
          <img src={logo} alt="" width={44} height={44} className={blocks.logo} decoding="async" />
          <Title order={1} className={plainTitle ? undefined : blocks.pageTitle}>
            {title}
          </Title>
        </Group>
      ) : (
        <Title order={1} className={plainTitle ? undefined : blocks.pageTitle} mt="sm">
          {title}
        </Title>
      )}
      {children}
    </div>
  );
}

/** The label on figures from generated demonstration data. */
export function DemoDataLabel({ notReal = 'submissions' }: { notReal?: string }) {
  return (
    <span className={shell.demoLabel} title={`Generated demonstration data, not real ${notReal}`}>
      Demo data
    </span>
  );
}
