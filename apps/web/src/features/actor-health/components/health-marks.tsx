import '../i18n';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDigits } from '../../../lib/use-locale';
import { BAND_COLOURS, pointColour, temperatureBand } from './health-bands';

export { BAND_COLOURS, pointColour, temperatureBand };

export function TemperatureTag({ value }: { value: number }) {
  const digits = useDigits();
  return (
    <Tag color={BAND_COLOURS[temperatureBand(value)]} data-testid="health-temperature">
      {digits(value.toFixed(1))} °C
    </Tag>
  );
}

export function PointTag({ value }: { value: number }) {
  const { t } = useTranslation('actor-health');
  return (
    <Tag color={pointColour(value)} data-testid="health-point">
      {t('pointValue', { point: value })}
    </Tag>
  );
}

/** The symptoms of a check by name, each in its type's point colour. */
export function SymptomTags({ codes, types }: { codes: string[]; types: { code: string; name: string; nameEn: string; point: number }[] }) {
  const { t, i18n } = useTranslation('actor-health');
  if (codes.length === 0) return <span>{t('noSymptom')}</span>;
  // Apart (antd 6 tags have no margin: 'គ្រុនក្តៅឈឺក្បាល' ran together).
  return (
    <Flex gap={4} wrap>
      {codes.map((code) => {
        const type = types.find((x) => x.code === code);
        return (
          <Tag key={code} color={pointColour(type?.point ?? 0)}>
            {type ? (i18n.language === 'en' ? type.nameEn : type.name) : code}
          </Tag>
        );
      })}
    </Flex>
  );
}
