import { CampusEditor } from '../../../features/campus/components/campus-editor';

/** /settings/campus: the school's information, colour and pictures. */
export function CampusEditPage() {
  return <CampusEditor />;
}
