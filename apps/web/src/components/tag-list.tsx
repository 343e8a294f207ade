import { Flex, type FlexProps } from 'antd';

/**
 * Tags side by side (a level's days, a guardian's children, a year's marks): antd 6 tags have no margin, so
 * tags put next to each other ran together as one word ('ច័ន្ទអង្គារ'). Every row of tags is this one: 4 px
 * between them, wrapping onto the next line where the cell or the phone is narrow.
 */
export function TagList({ children, ...props }: Omit<FlexProps, 'gap' | 'wrap' | 'vertical'>) {
  return (
    <Flex gap={4} wrap {...props}>
      {children}
    </Flex>
  );
}
