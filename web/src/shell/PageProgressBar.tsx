import { ProgressBar } from 'primereact/progressbar';
import { PROGRESS_BAR_COLOR, PROGRESS_BAR_HEIGHT_PX } from '@shop/shared';
import { useIsPageLoading } from '../ui/page-loading';
import { SHELL_TEXTS } from './texts';

/** The 4 px bar along the top edge while a route or its data loads (spec §9). */
export function PageProgressBar() {
  const loading = useIsPageLoading();
  if (!loading) return null;
  return (
    <ProgressBar
      mode="indeterminate"
      className="page-progress"
      color={PROGRESS_BAR_COLOR}
      style={{ height: PROGRESS_BAR_HEIGHT_PX }}
      aria-label={SHELL_TEXTS.pageLoading}
    />
  );
}
