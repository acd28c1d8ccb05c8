import { useEffect, useRef, type VideoHTMLAttributes } from "react";

type MediaVideoProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, "src"> & { stream: MediaStream | null };

/** A <video> playing a live MediaStream (React cannot set `srcObject` as an attribute). */
export function MediaVideo({ stream, ...video }: MediaVideoProps) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (element.current !== null && element.current.srcObject !== stream) element.current.srcObject = stream;
  }, [stream]);
  return <video ref={element} autoPlay playsInline {...video} />;
}
