import { InputNumber, type InputNumberProps } from 'antd';

/** Keys a whole, non-negative number never needs (portal §5: number inputs can block `. + - e`). */
export const BLOCKED_NUMBER_KEYS = ['.', '+', '-', 'e', 'E'] as const;

export function isBlockedNumberKey(key: string): boolean {
  return (BLOCKED_NUMBER_KEYS as readonly string[]).includes(key);
}

/** InputNumber that can refuse `. + - e` as they are typed. */
export function NumberInput({ blockSigns = true, ...props }: InputNumberProps<number> & { blockSigns?: boolean }) {
  return (
    <InputNumber<number>
      {...props}
      style={{ width: '100%', ...props.style }}
      onKeyDown={(event) => {
        if (blockSigns && isBlockedNumberKey(event.key)) event.preventDefault();
        props.onKeyDown?.(event);
      }}
    />
  );
}
