// Voucher pools (role fulfilment): free codes per voucher product, orders waiting on an empty pool (alert), and
// uploading codes — a CSV file (number,expires_at,password) or typed lines.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoucherPool } from '@club/contract/staff';
import { api } from '../api';
import { ErrorAlert, PageTitle, errorText, regionCodes, Tag } from '../common';

const PAGE = 20;

export type VoucherCodeLine = { number: string; expires_at: string | null; password: string | null };
/** Why a line is not sent: a translation key's last part (`vouchers.problem.<reason>`). */
export type VoucherLineProblem = { line: number; reason: 'number' | 'date' | 'columns' | 'quote' | 'long' };

/** The cells of one CSV line: `,` or `;` between cells, a cell in double quotes may hold either ("" is a quote). */
function cells(line: string): string[] | null {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && (ch === ',' || ch === ';')) {
      out.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (quoted) return null;
  out.push(cell.trim());
  return out;
}

/** A real calendar date written YYYY-MM-DD (2027-02-30 is not). */
function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * Lines of `number[,expires_at[,password]]` (comma or semicolon; a first line starting with "number" is a header).
 * A line that cannot be read exactly — an expiry that is not a YYYY-MM-DD date, no number, more than three cells, an
 * open quote, a cell over 200 characters — is reported with its line number and not sent: a bad date must never turn
 * into a code without expiry.
 */
export function parseCodes(text: string): { codes: VoucherCodeLine[]; problems: VoucherLineProblem[] } {
  const codes: VoucherCodeLine[] = [];
  const problems: VoucherLineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const l = raw.trim();
    if (!l || (codes.length === 0 && problems.length === 0 && /^"?number\b/i.test(l))) return;
    const c = cells(l);
    if (!c) return void problems.push({ line, reason: 'quote' });
    const [number = '', expires = '', password = '', ...rest] = c;
    if (rest.some((r) => r !== '')) problems.push({ line, reason: 'columns' });
    else if (!number) problems.push({ line, reason: 'number' });
    else if (expires && !isDate(expires)) problems.push({ line, reason: 'date' });
    else if (number.length > 200 || password.length > 200) problems.push({ line, reason: 'long' });
    else codes.push({ number, expires_at: expires || null, password: password || null });
  });
  return { codes, problems };
}

export function VouchersPage() {
  const intl = useIntl();
  const client = useQueryClient();
  const pools = useQuery({ queryKey: ['voucher-pools'], queryFn: () => api<{ data: VoucherPool[] }>('/admin/api/voucher-pools') });
  const [target, setTarget] = useState<VoucherPool | null>(null);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const parsed = parseCodes(text);
  const upload = useMutation({
    mutationFn: (p: VoucherPool) =>
      api<{ added: number; skipped: number; free: number }>(`/admin/api/products/${p.product_uuid}/voucher-codes`, {
        method: 'POST',
        body: { codes: parsed.codes },
      }),
    onSuccess: (r) => {
      notifications.show({ withCloseButton: false, color: 'green', message: intl.formatMessage({ id: 'vouchers.uploaded' }, r) });
      setTarget(null);
      setText('');
      void client.invalidateQueries({ queryKey: ['voucher-pools'] });
    },
  });
  const empty = (pools.data?.data ?? []).filter((p) => p.free === 0 && p.waiting_orders > 0);
  const count = parsed.codes.length;
  return (
    <>
      <PageTitle id="vouchers.title" />
      {empty.length > 0 ? (
        <Alert color="orange" role="alert" mb="md" title={intl.formatMessage({ id: 'vouchers.alertTitle' })}>
          {empty.map((p) => (
            <Text key={p.product_uuid} size="sm">
              <FormattedMessage id="vouchers.alert" values={{ name: p.name, count: p.waiting_orders }} />
            </Text>
          ))}
        </Alert>
      ) : null}
      <ErrorAlert error={pools.error} />
      <DataTable<VoucherPool>
        withTableBorder
        striped
        minHeight={160}
        idAccessor="product_uuid"
        records={(pools.data?.data ?? []).slice((page - 1) * PAGE, page * PAGE)}
        fetching={pools.isFetching}
        totalRecords={pools.data?.data.length ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => intl.formatMessage({ id: 'table.range' }, { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `table.${control}` }) })}
        noRecordsText={intl.formatMessage({ id: 'vouchers.empty' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        columns={[
          { accessor: 'name', title: intl.formatMessage({ id: 'vouchers.product' }) },
          { accessor: 'vendor', title: intl.formatMessage({ id: 'orders.vendor' }) },
          { accessor: 'region_id', title: intl.formatMessage({ id: 'filter.region' }), render: (p) => regionCodes[p.region_id] },
          {
            accessor: 'free',
            title: intl.formatMessage({ id: 'vouchers.free' }),
            render: (p) => <Tag color={p.free === 0 ? 'red' : p.free < 10 ? 'orange' : 'green'}>{p.free}</Tag>,
          },
          { accessor: 'waiting_orders', title: intl.formatMessage({ id: 'vouchers.waiting' }) },
          {
            accessor: 'actions',
            title: intl.formatMessage({ id: 'orders.actions' }),
            render: (p) => (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => setTarget(p)}
                aria-label={`${intl.formatMessage({ id: 'vouchers.upload' })}: ${p.name}`}
              >
                <FormattedMessage id="vouchers.upload" />
              </Button>
            ),
          },
        ]}
      />
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={`${intl.formatMessage({ id: 'vouchers.upload' })}: ${target?.name ?? ''}`}
      >
        <Stack>
          <FileInput
            label={intl.formatMessage({ id: 'vouchers.file' })}
            accept=".csv,text/csv,text/plain"
            onChange={(file) => void file?.text().then(setText)}
            clearable
          />
          <Textarea
            label={intl.formatMessage({ id: 'vouchers.lines' })}
            description={intl.formatMessage({ id: 'vouchers.format' })}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={4}
            ff="monospace"
          />
          <Text size="sm">
            <FormattedMessage id="vouchers.count" values={{ count }} />
          </Text>
          {parsed.problems.length > 0 ? (
            <Alert color="orange" role="alert" title={intl.formatMessage({ id: 'vouchers.problems' }, { count: parsed.problems.length })}>
              <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
                {parsed.problems.slice(0, 20).map((p) => (
                  <li key={p.line}>
                    <FormattedMessage id="vouchers.problemLine" values={{ line: p.line }} />{' '}
                    <FormattedMessage id={`vouchers.problem.${p.reason}`} />
                  </li>
                ))}
              </ul>
              {parsed.problems.length > 20 ? (
                <Text size="sm">
                  <FormattedMessage id="vouchers.problemsMore" values={{ count: parsed.problems.length - 20 }} />
                </Text>
              ) : null}
            </Alert>
          ) : null}
          {upload.error ? (
            <Alert color="red" role="alert">
              {errorText(intl, upload.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button onClick={() => target && upload.mutate(target)} disabled={count === 0} loading={upload.isPending}>
              <FormattedMessage id="vouchers.add" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
