import { Button, Upload, Typography } from 'antd';
import { InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from './feedback';

/** Uploadable kinds (portal §5): spreadsheets, PDF, images; Word and PowerPoint where a call takes them (homework). */
export const FILE_KINDS = {
  spreadsheet: [
    '.xls',
    '.xlsx',
    '.ods',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
  ],
  pdf: ['.pdf', 'application/pdf'],
  image: ['.png', '.jpg', '.jpeg', '.gif', '.webp', 'image/*'],
  office: [
    '.doc',
    '.docx',
    '.ppt',
    '.pptx',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
} as const;
export type TFileKind = keyof typeof FILE_KINDS;

/**
 * The type check of portal §5: a file passes when its extension or its mime type matches one accepted
 * entry (mime wildcards like `image/*` allowed). A file without a type is invalid.
 */
export function isAcceptedFile(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (!file.type) return false;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const e = entry.toLowerCase();
    if (e.startsWith('.')) return name.endsWith(e);
    if (e.endsWith('/*')) return type.startsWith(e.slice(0, -1));
    return type === e;
  });
}

export const acceptFor = (kinds: readonly TFileKind[]) => kinds.flatMap((k) => FILE_KINDS[k]);

type TProps = {
  kinds: readonly TFileKind[];
  value?: File[];
  onChange?: (files: File[]) => void;
  multiple?: boolean;
  maxSizeMb?: number;
  /** A paper-clip button (named `label`) instead of the drop area, for a small form such as a comment box. */
  compact?: { label: string; testId?: string };
};

/** File picker with drag and drop (or a paper-clip button); refuses, by name, a file of the wrong type or size. */
export function FileUpload({ kinds, value = [], onChange, multiple = false, maxSizeMb = 10, compact }: TProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const accept = acceptFor(kinds);
  const extensions = accept.filter((a) => a.startsWith('.')).join(', ');
  const problemOf = (file: File) =>
    !isAcceptedFile(file, accept)
      ? t('upload.invalidType', { name: file.name })
      : file.size > maxSizeMb * 1024 * 1024
        ? t('upload.tooLarge', { name: file.name, size: maxSizeMb })
        : null;
  const props = {
    accept: accept.join(','),
    multiple,
    fileList: value.map((f, i) => ({ uid: `${i}-${f.name}`, name: f.name, size: f.size, type: f.type, status: 'done' as const })),
    // Several files picked at once arrive one call each with the whole batch: the batch's accepted files are added
    // together on its last one (each call sees the same `value`).
    beforeUpload: (file: File, batch: File[]) => {
      const problem = problemOf(file);
      if (problem) {
        notify.infoDialog(t('errors:infoTitle'), problem);
        return Upload.LIST_IGNORE;
      }
      const accepted = batch.filter((f) => !problemOf(f));
      if (!multiple) onChange?.([file]);
      else if (file === accepted.at(-1)) onChange?.([...value, ...accepted]);
      return false;
    },
    onRemove: (removed: { uid: string }) => {
      onChange?.(value.filter((f, i) => `${i}-${f.name}` !== removed.uid));
    },
  };
  if (compact)
    return (
      <Upload {...props}>
        <Button icon={<PaperClipOutlined aria-hidden />} aria-label={compact.label} title={`${compact.label} (${extensions})`} data-testid={compact.testId} />
      </Upload>
    );
  return (
    <Upload.Dragger {...props}>
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('upload.hint')}</p>
      <Typography.Text type="secondary">{t('upload.allowed', { types: extensions })}</Typography.Text>
    </Upload.Dragger>
  );
}
