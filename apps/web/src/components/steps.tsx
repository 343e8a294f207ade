import { cloneElement, isValidElement, type ReactNode } from 'react';
import { Steps as AntSteps, type StepsProps } from 'antd';
import { useDigits } from '../lib/use-locale';

/** A step's icon with its number written by `digits` (the check and error icons have no number). */
function withDigits(node: ReactNode, digits: (n: number) => string): ReactNode {
  if (typeof node === 'number') return digits(node);
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node;
  const { children } = node.props;
  const mapped = Array.isArray(children) ? children.map((child: ReactNode) => withDigits(child, digits)) : withDigits(children, digits);
  return cloneElement(node, { children: mapped });
}

/** antd's Steps with the step numbers in the page's digits (issue 10: "១ ២ ៣", not "1 2 3", on Khmer pages). */
export function Steps(props: StepsProps) {
  const digits = useDigits();
  const { iconRender } = props;
  return (
    <AntSteps
      {...props}
      iconRender={(node, info) => {
        const localized = withDigits(node, digits);
        return iconRender ? iconRender(localized, info) : localized;
      }}
    />
  );
}
