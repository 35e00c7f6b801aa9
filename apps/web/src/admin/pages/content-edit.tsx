// One content item's editor (content role, admins): type, region, language, target club, sticky, publish window, the
// texts (plain text: blank lines separate paragraphs, "## " starts a subheading, "- " list items), a YouTube id and a
// link, pictures, and a preview of what members will see. Publishing (saving an active item whose window has begun)
// shows it on the members' home and news at their next request; "Unpublish" hides it at once.
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  List,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { ContentBlock } from '@club/contract/content';
import type { StaffContent } from '@club/contract/staff-catalogue';
import { languages, regions } from '@club/contract/regions';
import { api } from '../api';
import { ErrorAlert, PageTitle, Tag, errorText, regionOptions } from '../common';
import { contentTypeOptions, fieldError, fieldProblems, languageOptions, uploadPicture } from '../catalogue-common';
import { stateColor } from './content';

/** Input descriptions in a darker grey than Mantine's (WCAG AA contrast). */
const readable = { description: { color: 'var(--mantine-color-gray-8)' } };

/** Plain text → blocks: blank lines separate blocks; "## " a subheading; lines all starting "- " a list. */
export function textToBlocks(text: string): ContentBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): ContentBlock => {
      if (chunk.startsWith('## ')) return { type: 'heading', text: chunk.slice(3).trim() };
      const lines = chunk.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) return { type: 'list', items: lines.map((l) => l.slice(2).trim()) };
      return { type: 'paragraph', text: chunk };
    });
}

export function blocksToText(blocks: ContentBlock[]): string {
  return blocks
    .map((b) => (b.type === 'heading' ? `## ${b.text}` : b.type === 'list' ? b.items.map((i) => `- ${i}`).join('\n') : b.text))
    .join('\n\n');
}

/** ISO → the value of a datetime-local input (local time), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

const regionLanguage = (regionId: number) =>
  String(languages.find((l) => l.code === regions.find((r) => r.id === regionId)?.language)?.id ?? 1);

export function ContentEditPage() {
  const { uuid = 'new' } = useParams();
  const isNew = uuid === 'new';
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const path = `/admin/api/content/${uuid}`;
  const item = useQuery({ queryKey: ['content', 'item', uuid], queryFn: () => api<StaffContent>(path), enabled: !isNew });

  const [type, setType] = useState<string | null>('news');
  const [region, setRegion] = useState<string | null>('1');
  const [language, setLanguage] = useState<string | null>('2');
  const [target, setTarget] = useState<string | null>('all');
  const [sticky, setSticky] = useState(false);
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [title, setTitle] = useState('');
  const [excerpt, setExcerpt] = useState('');
  const [text, setText] = useState('');
  const [youtube, setYoutube] = useState('');
  const [linkHref, setLinkHref] = useState('');
  const [linkLabel, setLinkLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);

  // The form takes the item's values when they arrive and after each save (React's "adjust state on change").
  const [seen, setSeen] = useState<StaffContent>();
  const loaded = item.data;
  if (loaded && loaded !== seen) {
    const c = loaded;
    setSeen(c);
    setType(c.type);
    setRegion(String(c.region_id));
    setLanguage(String(c.language_id));
    setTarget(c.target_role ? String(c.target_role) : 'all');
    setSticky(c.sticky);
    setFrom(toLocalInput(c.published_from));
    setUntil(toLocalInput(c.published_until));
    setTitle(c.content.title);
    setExcerpt(c.content.excerpt);
    setText(blocksToText(c.content.text));
    setYoutube(c.content.youtube ?? '');
    setLinkHref(c.content.link?.href ?? '');
    setLinkLabel(c.content.link?.label ?? '');
  }

  const body = (extra: Record<string, unknown> = {}) => ({
    type,
    region_id: Number(region),
    language_id: Number(language),
    target_role: target === 'all' ? null : Number(target),
    sticky,
    ...(from ? { published_from: fromLocalInput(from) } : {}),
    published_until: fromLocalInput(until),
    content: {
      title,
      excerpt,
      text: textToBlocks(text),
      youtube: youtube.trim() || null,
      link: linkHref.trim() ? { href: linkHref.trim(), label: linkLabel } : null,
    },
    ...extra,
  });
  const done = (c: StaffContent, message: string) => {
    client.setQueryData(['content', 'item', c.uuid], c);
    void client.invalidateQueries({ queryKey: ['content', 'list'] });
    notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: message }) });
    if (isNew) void navigate(`/content/${c.uuid}`, { replace: true });
  };
  const save = useMutation({
    mutationFn: (extra: Record<string, unknown>) =>
      isNew
        ? api<StaffContent>('/admin/api/content', { method: 'POST', body: body({ is_active: true, ...extra }) })
        : api<StaffContent>(path, { method: 'PATCH', body: body(extra) }),
    onSuccess: (c) => done(c, c.state === 'live' ? 'content.published' : 'content.saved'),
  });
  const toggle = useMutation({
    mutationFn: (active: boolean) => api<StaffContent>(path, { method: 'PATCH', body: { is_active: active } }),
    onSuccess: (c) => done(c, c.is_active ? 'content.published' : 'content.unpublished'),
  });
  const upload = useMutation({
    mutationFn: (f: File) => uploadPicture<StaffContent>(`${path}/images`, f),
    onSuccess: (c) => {
      client.setQueryData(['content', 'item', c.uuid], c);
      setFile(null);
    },
  });
  const removePicture = useMutation({
    mutationFn: (image: string) => api<StaffContent>(`${path}/images/${image}`, { method: 'DELETE' }),
    onSuccess: (c) => client.setQueryData(['content', 'item', c.uuid], c),
  });

  if (!isNew && item.isPending) return <Skeleton h={240} />;
  if (!isNew && !item.data) return <ErrorAlert error={item.error} />;
  const current = item.data;
  const problems = fieldProblems(intl, save.error);
  const err = (p: string) => fieldError(intl, save.error, p);
  const pictures = current ? [...(current.media ? [current.media] : []), ...current.other_images] : [];
  const blocks = textToBlocks(text);

  return (
    <>
      <PageTitle id={isNew ? 'content.newTitle' : 'content.editTitle'}>
        <Group gap="sm">
          {current ? <Tag color={stateColor[current.state]}>{intl.formatMessage({ id: `content.state.${current.state}` })}</Tag> : null}
          <Anchor component={Link} to="/content">
            <FormattedMessage id="common.back" />
          </Anchor>
        </Group>
      </PageTitle>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({});
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={intl.formatMessage({ id: 'content.type' })}
                data={contentTypeOptions(intl)}
                value={type}
                onChange={setType}
                allowDeselect={false}
                error={err('type')}
              />
              <Select
                label={intl.formatMessage({ id: 'content.target' })}
                data={['all', '1', '2'].map((v) => ({ value: v, label: intl.formatMessage({ id: `content.target.${v}` }) }))}
                value={target}
                onChange={setTarget}
                allowDeselect={false}
                error={err('target_role')}
              />
              <Select
                label={intl.formatMessage({ id: 'filter.region' })}
                data={regionOptions}
                value={region}
                onChange={(v) => {
                  setRegion(v);
                  if (v && isNew) setLanguage(regionLanguage(Number(v)));
                }}
                allowDeselect={false}
                error={err('region_id')}
              />
              <Select
                label={intl.formatMessage({ id: 'content.language' })}
                data={languageOptions}
                value={language}
                onChange={setLanguage}
                allowDeselect={false}
                error={err('language_id')}
              />
              <TextInput
                type="datetime-local"
                label={intl.formatMessage({ id: 'content.from' })}
                description={intl.formatMessage({ id: 'content.fromHint' })}
                styles={readable}
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
                error={err('published_from')}
              />
              <TextInput
                type="datetime-local"
                label={intl.formatMessage({ id: 'content.until' })}
                description={intl.formatMessage({ id: 'content.untilHint' })}
                styles={readable}
                value={until}
                onChange={(e) => setUntil(e.currentTarget.value)}
                error={err('published_until')}
              />
            </SimpleGrid>
            <Switch
              label={intl.formatMessage({ id: 'content.sticky' })}
              checked={sticky}
              onChange={(e) => setSticky(e.currentTarget.checked)}
            />
            <TextInput
              label={intl.formatMessage({ id: 'content.titleField' })}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={err('content.title')}
              required
              maxLength={300}
            />
            <Textarea
              label={intl.formatMessage({ id: 'content.excerpt' })}
              value={excerpt}
              onChange={(e) => setExcerpt(e.currentTarget.value)}
              error={err('content.excerpt')}
              autosize
              minRows={2}
            />
            <Textarea
              label={intl.formatMessage({ id: 'content.text' })}
              description={intl.formatMessage({ id: 'content.textHint' })}
              styles={readable}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={err('content.text')}
              autosize
              minRows={5}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput
                label={intl.formatMessage({ id: 'content.youtube' })}
                value={youtube}
                onChange={(e) => setYoutube(e.currentTarget.value)}
                error={err('content.youtube')}
              />
              <TextInput
                label={intl.formatMessage({ id: 'content.linkHref' })}
                value={linkHref}
                onChange={(e) => setLinkHref(e.currentTarget.value)}
                error={err('content.link.href')}
              />
              <TextInput
                label={intl.formatMessage({ id: 'content.linkLabel' })}
                value={linkLabel}
                onChange={(e) => setLinkLabel(e.currentTarget.value)}
                error={err('content.link.label')}
              />
            </SimpleGrid>
            {save.error || toggle.error ? (
              <Alert color="red" role="alert" title={intl.formatMessage({ id: 'error.title' })}>
                {problems.length ? (
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {problems.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                ) : (
                  errorText(intl, save.error ?? toggle.error)
                )}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              {current ? (
                current.is_active ? (
                  <Button variant="default" color="red" loading={toggle.isPending} onClick={() => toggle.mutate(false)}>
                    <FormattedMessage id="content.unpublish" />
                  </Button>
                ) : (
                  <Button variant="default" loading={toggle.isPending} onClick={() => toggle.mutate(true)}>
                    <FormattedMessage id="content.republish" />
                  </Button>
                )
              ) : null}
              <Button type="submit" loading={save.isPending}>
                <FormattedMessage id={isNew ? 'content.publish' : 'content.save'} />
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack>
          <Paper withBorder p="md" aria-labelledby="content-preview">
            <Text id="content-preview" size="xs" tt="uppercase" fw={700} c="gray.8" mb="sm">
              <FormattedMessage id="content.preview" />
            </Text>
            {current?.media ? <Image src={current.media.l} alt="" radius="sm" mb="sm" mah={260} fit="cover" /> : null}
            <Title order={3} mb="xs">
              {title || intl.formatMessage({ id: 'content.previewEmpty' })}
            </Title>
            {excerpt ? (
              <Text fw={500} mb="sm">
                {excerpt}
              </Text>
            ) : null}
            {blocks.map((b, i) =>
              b.type === 'heading' ? (
                <Title key={i} order={4} mt="sm" mb="xs">
                  {b.text}
                </Title>
              ) : b.type === 'list' ? (
                <List key={i} mb="sm">
                  {b.items.map((it, j) => (
                    <List.Item key={j}>{it}</List.Item>
                  ))}
                </List>
              ) : (
                <Text key={i} mb="sm" style={{ whiteSpace: 'pre-line' }}>
                  {b.text}
                </Text>
              ),
            )}
            {youtube.trim() ? (
              <Text size="sm" c="gray.8">
                YouTube: {youtube.trim()}
              </Text>
            ) : null}
            {linkHref.trim() ? (
              <Text size="sm" c="blue.9" td="underline">
                {linkLabel || linkHref}
              </Text>
            ) : null}
          </Paper>
          {current ? (
            <Paper withBorder p="md">
              <Title order={3} fz="md" mb="sm">
                <FormattedMessage id="catalogue.pictures" />
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} mb="md">
                {pictures.map((img, i) => (
                  <Card key={img.uuid} withBorder p="xs">
                    <Image src={img.s} alt="" h={90} fit="cover" />
                    {i === 0 ? (
                      <Text size="xs" mt={4}>
                        <FormattedMessage id="content.mainPicture" />
                      </Text>
                    ) : null}
                    <Button
                      mt="xs"
                      size="compact-xs"
                      variant="light"
                      color="red"
                      onClick={() => removePicture.mutate(img.uuid)}
                      loading={removePicture.isPending && removePicture.variables === img.uuid}
                    >
                      <FormattedMessage id="catalogue.removePicture" />
                    </Button>
                  </Card>
                ))}
              </SimpleGrid>
              <Group align="flex-end">
                <FileInput
                  label={intl.formatMessage({ id: 'catalogue.addPicture' })}
                  description={intl.formatMessage({ id: 'catalogue.pictureHint' })}
                  styles={readable}
                  accept="image/png,image/jpeg"
                  value={file}
                  onChange={setFile}
                  clearable
                  w={260}
                />
                <Button onClick={() => file && upload.mutate(file)} disabled={!file} loading={upload.isPending}>
                  <FormattedMessage id="catalogue.upload" />
                </Button>
              </Group>
              {upload.error || removePicture.error ? (
                <Alert color="red" role="alert" mt="sm">
                  {errorText(intl, upload.error ?? removePicture.error)}
                </Alert>
              ) : null}
            </Paper>
          ) : (
            <Text size="sm" c="gray.8">
              <FormattedMessage id="content.picturesAfterSave" />
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </>
  );
}
