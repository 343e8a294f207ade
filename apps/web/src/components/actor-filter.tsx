import { Card, Select } from 'antd';

type TOption = { value: number; label: string };

/** The filter bar of a list kept per actor (student, staff, guardian): one select, empty for every actor. */
export function ActorFilter({
  value,
  onChange,
  options,
  label,
  placeholder,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  options: TOption[];
  label: string;
  placeholder: string;
}) {
  return (
    <Card styles={{ body: { padding: 12 } }} style={{ marginBottom: 12 }}>
      <Select aria-label={label} value={value} onChange={onChange} allowClear placeholder={placeholder} options={options} style={{ width: 220 }} />
    </Card>
  );
}
