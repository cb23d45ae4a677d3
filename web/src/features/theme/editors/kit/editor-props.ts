/** What every settings editor receives: the id of the component it edits (it reads and writes through the machine). */
export interface EditorProps {
  readonly componentId: string;
}
