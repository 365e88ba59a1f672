import { Avatar } from 'antd';
import { avatarColor, initialsFromName } from './avatar-color.ts';

interface PersonAvatarProps {
  name: string;
  picture?: string | null;
  initials?: string | null;
  size?: number;
}

/** The picture, or the initials on a coloured circle when there is none or it fails to load. */
export function PersonAvatar({ name, picture, initials, size = 40 }: PersonAvatarProps) {
  const text = (initials ?? '').trim() || initialsFromName(name);
  return (
    <Avatar
      size={size}
      src={picture || undefined}
      alt={name}
      style={{ backgroundColor: avatarColor(name), fontSize: Math.round(size * 0.38), flexShrink: 0 }}
    >
      {text}
    </Avatar>
  );
}
