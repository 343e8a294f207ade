import { Avatar, Checkbox, Flex, Form, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useEffect, useMemo } from 'react';
import { FileUpload } from './file-upload';

/** The form values of a `PictureField`: the new picture and "remove the current one". */
export type TPictureValues = { picture?: File[]; removeProfile?: boolean };

/**
 * A person's picture in a record form (student, guardian, employee), written once: the form field
 * `picture` (a new image, 5 MB at most) and, when the record has one, its current picture with the
 * `removeProfile` check box. `inline` (default) puts the upload under a label with a small avatar of the
 * current picture; `preview` shows a large square avatar of the picture as it will be (the new one
 * chosen, else the current one unless removed) beside the upload.
 */
export function PictureField({
  label,
  removeLabel,
  current,
  layout = 'inline',
  testId,
}: {
  label?: string;
  removeLabel: string;
  current: string | null | undefined;
  layout?: 'inline' | 'preview';
  testId?: string;
}) {
  const form = Form.useFormInstance<TPictureValues>();
  const picture = Form.useWatch('picture', form) as File[] | undefined;
  const removeProfile = Form.useWatch('removeProfile', form) as boolean | undefined;
  const removeBox = (
    <Form.Item name="removeProfile" valuePropName="checked" noStyle>
      <Checkbox>{removeLabel}</Checkbox>
    </Form.Item>
  );
  if (layout === 'inline')
    return (
      <>
        <Form.Item name="picture" label={label}>
          <FileUpload kinds={['image']} maxSizeMb={5} />
        </Form.Item>
        {current && (
          <Space align="center" style={{ marginBottom: 16 }}>
            <Avatar size={48} src={current} icon={<UserOutlined />} />
            {removeBox}
          </Space>
        )}
      </>
    );
  const chosen = picture?.[0];
  return (
    <Flex gap={16} align="center" wrap>
      <PicturePreview file={chosen} fallback={removeProfile ? undefined : (current ?? undefined)} testId={testId} />
      <div style={{ flex: 1, minWidth: 240 }}>
        <Form.Item name="picture" noStyle>
          <FileUpload kinds={['image']} maxSizeMb={5} />
        </Form.Item>
        {current && !chosen && <div style={{ marginTop: 8 }}>{removeBox}</div>}
      </div>
    </Flex>
  );
}

function PicturePreview({ file, fallback, testId }: { file: File | undefined; fallback: string | undefined; testId?: string }) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return <Avatar size={96} shape="square" src={url ?? fallback} icon={<UserOutlined />} data-testid={testId} />;
}

/** The picture fields of a body: the new file, and on an update whether to remove the current one. */
export const pictureBody = (v: TPictureValues, isUpdate: boolean) => ({
  profile: v.picture?.[0],
  ...(isUpdate ? { removeProfile: Boolean(v.removeProfile) } : {}),
});
