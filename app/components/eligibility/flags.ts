// The pinned countries' flags from flag-icons, emitted by the build as files the site serves itself.
import ca from "flag-icons/flags/4x3/ca.svg?url";
import cn from "flag-icons/flags/4x3/cn.svg?url";
import de from "flag-icons/flags/4x3/de.svg?url";
import gb from "flag-icons/flags/4x3/gb.svg?url";
import india from "flag-icons/flags/4x3/in.svg?url";
import jp from "flag-icons/flags/4x3/jp.svg?url";
import kr from "flag-icons/flags/4x3/kr.svg?url";
import my from "flag-icons/flags/4x3/my.svg?url";
import sg from "flag-icons/flags/4x3/sg.svg?url";
import us from "flag-icons/flags/4x3/us.svg?url";

export const pinnedFlagUrls: Readonly<Record<string, string>> = {
  CA: ca,
  CN: cn,
  DE: de,
  GB: gb,
  IN: india,
  JP: jp,
  KR: kr,
  MY: my,
  SG: sg,
  US: us,
};
