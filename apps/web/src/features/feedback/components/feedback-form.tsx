import '../i18n';
import { Button, Checkbox, Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../lib/bilingual';
import { useLocale } from '../../../lib/use-locale';
import { useNotify } from '../../../components/feedback';
import { useSaveFeedback, useSentiments } from '../api/feedback-api';

type TValues = { stars: number; feedback: string; isAnonymous: boolean };

/**
 * The feedback form (portal §3, §5): sentiment as stars, one per entry of the sentiment list (0 when
 * none is chosen); the text is required; the anonymous flag starts as `anonymousDefault`.
 */
export function FeedbackForm({ mobileUserId, anonymousDefault, onDone }: { mobileUserId: string | undefined; anonymousDefault: boolean; onDone?: () => void }) {
  const { t } = useTranslation('feedback');
  const locale = useLocale();
  const notify = useNotify();
  const [form] = Form.useForm<TValues>();
  const sentiments = useSentiments();
  const save = useSaveFeedback();
  const list = sentiments.data ?? [];

  const submit = async (values: TValues) => {
    const chosen = values.stars > 0 ? list[values.stars - 1] : undefined;
    try {
      await save.mutateAsync({
        mobileUserId,
        feedback: values.feedback.trim(),
        isAnonymous: values.isAnonymous ?? anonymousDefault,
        sentiment: chosen ? Number(chosen.value) : 0,
      });
      notify.corner(t('thanks'));
      // spec: after a successful submit the text empties and the anonymous flag returns to true.
      form.setFieldsValue({ stars: 0, feedback: '', isAnonymous: true });
      onDone?.();
    } catch (error) {
      notify.corner(t('failed'), 'error');
      notify.error(error);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ stars: 0, feedback: '', isAnonymous: anonymousDefault }} onFinish={submit} data-testid="feedback-form">
      <Form.Item name="stars" label={t('sentiment')}>
        <Rate count={Math.max(list.length, 1)} tooltips={list.map((s) => localName(s, locale))} disabled={list.length === 0} style={{ fontSize: 28 }} />
      </Form.Item>
      <Form.Item name="feedback" label={t('text')} rules={[{ required: true, whitespace: true }]}>
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder={t('textPlaceholder')} />
      </Form.Item>
      <Form.Item name="isAnonymous" valuePropName="checked">
        <Checkbox>{t('anonymous')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('send')}
      </Button>
    </Form>
  );
}
