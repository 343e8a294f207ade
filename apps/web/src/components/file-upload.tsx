import { Upload, Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from './feedback';

/** Uploadable kinds (portal §5): spreadsheets, PDF, images. */
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
};

/** File picker with drag and drop; refuses, by name, a file of the wrong type or size. */
export function FileUpload({ kinds, value = [], onChange, multiple = false, maxSizeMb = 10 }: TProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const accept = acceptFor(kinds);
  const extensions = accept.filter((a) => a.startsWith('.')).join(', ');
  return (
    <Upload.Dragger
      accept={accept.join(',')}
      multiple={multiple}
      fileList={value.map((f, i) => ({ uid: `${i}-${f.name}`, name: f.name, size: f.size, type: f.type, status: 'done' as const }))}
      beforeUpload={(file) => {
        if (!isAcceptedFile(file, accept)) {
          notify.infoDialog(t('errors:infoTitle'), t('upload.invalidType', { name: file.name }));
          return Upload.LIST_IGNORE;
        }
        if (file.size > maxSizeMb * 1024 * 1024) {
          notify.infoDialog(t('errors:infoTitle'), t('upload.tooLarge', { name: file.name, size: maxSizeMb }));
          return Upload.LIST_IGNORE;
        }
        onChange?.(multiple ? [...value, file] : [file]);
        return false;
      }}
      onRemove={(removed) => {
        onChange?.(value.filter((f, i) => `${i}-${f.name}` !== removed.uid));
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('upload.hint')}</p>
      <Typography.Text type="secondary">{t('upload.allowed', { types: extensions })}</Typography.Text>
    </Upload.Dragger>
  );
}
