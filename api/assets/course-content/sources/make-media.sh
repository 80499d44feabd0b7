#!/bin/sh
# How the committed course-content media were made, ONCE, on a Debian machine
# with chromium, ffmpeg (libvpx, libopus, libflite, drawtext with shaping)
# and fonts-noto. Nothing here runs with the product: the API only reads the
# files in the folder above. Run from this folder: sh make-media.sh
set -eu
out=..
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
EN=/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf
ENR=/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
AR=/usr/share/fonts/truetype/noto/NotoNaskhArabic-Bold.ttf

# 1. Lesson PDFs (5 A4 pages each): print the HTML with headless Chromium.
for l in en ar; do
  chromium --headless --no-sandbox --disable-gpu --no-first-run --no-pdf-header-footer \
    --print-to-pdf="$out/feedback-guide.$l.pdf" "feedback-guide.$l.html"
done

# 2. Pictures: the SVG diagrams rendered to WebP by sharp (the API's own dependency).
for l in en ar; do
  node -e "require('sharp')('sbi-model.$l.svg').webp({ quality: 82 }).toFile('$out/sbi-model.$l.webp')"
done

# 3. Video: five 6-second slides (English title, Arabic line, English subtitle),
#    narrated by flite; each line starts 0.5 s into its slide (the .vtt cues follow it).
i=0
while IFS='|' read -r en ar sub say; do
  s=$((i * 6)); e=$((s + 6)); i=$((i + 1))
  printf '%s' "$en" > "$tmp/en$i"; printf '%s' "$ar" > "$tmp/ar$i"; printf '%s' "$sub" > "$tmp/sub$i"
  printf '%s / 5' "$i" > "$tmp/n$i"; printf '%s' "$say" > "$tmp/say$i"
  size=44; [ "$i" -eq 1 ] && size=34
  vf="${vf:-drawbox=x=0:y=0:w=iw:h=8:color=0xf0883e:t=fill}"
  vf="$vf,drawtext=fontfile=$EN:textfile=$tmp/en$i:fontsize=$size:fontcolor=white:x=(w-tw)/2:y=90:enable='between(t,$s,$e)'"
  vf="$vf,drawtext=fontfile=$AR:textfile=$tmp/ar$i:fontsize=34:fontcolor=0xffd8a8:x=(w-tw)/2:y=160:enable='between(t,$s,$e)'"
  vf="$vf,drawtext=fontfile=$ENR:textfile=$tmp/sub$i:fontsize=24:fontcolor=0xdbe7ff:x=(w-tw)/2:y=245:enable='between(t,$s,$e)'"
  vf="$vf,drawtext=fontfile=$ENR:textfile=$tmp/n$i:fontsize=16:fontcolor=0x9fb7e6:x=w-tw-20:y=h-32:enable='between(t,$s,$e)'"
  ffmpeg -nostdin -loglevel error -y -f lavfi -i "flite=textfile=$tmp/say$i:voice=slt" \
    -af "adelay=500:all=1,apad=whole_dur=6,atrim=0:6" -ar 48000 -ac 1 "$tmp/p$i.wav"
done <<'SLIDES'
The SBI model in 30 seconds|نموذج الموقف والسلوك والأثر في ٣٠ ثانية|Giving Effective Feedback|The S B I model, in thirty seconds.
1. Situation|١. الموقف|Where and when did it happen?|First, the situation. Say exactly where and when it happened.
2. Behavior|٢. السلوك|What did you see or hear?|Second, the behavior. Describe what you saw or heard, not what you think of the person.
3. Impact|٣. الأثر|What effect did it have?|Third, the impact. Explain the effect it had on you, the team, or the work.
Then listen|ثم أنصت|Agree on one next step together.|Then stop, listen, and agree on one next step together.
SLIDES
vf="$vf,drawtext=fontfile=$ENR:text='Halaqa':fontsize=16:fontcolor=0x9fb7e6:x=20:y=h-32,drawbox=x=0:y=ih-6:w='iw*t/30':h=6:color=0x1f6feb:t=fill"
printf '%s' "$vf" > "$tmp/vf"
ffmpeg -nostdin -loglevel error -y -i "$tmp/p1.wav" -i "$tmp/p2.wav" -i "$tmp/p3.wav" -i "$tmp/p4.wav" -i "$tmp/p5.wav" \
  -filter_complex "[0][1][2][3][4]concat=n=5:v=0:a=1,loudnorm=I=-18" -ar 48000 -ac 1 "$tmp/narration.wav"
ffmpeg -nostdin -loglevel error -y -f lavfi -i "color=c=0x0b3d91:s=640x360:r=24:d=30" -i "$tmp/narration.wav" \
  -filter_script:v "$tmp/vf" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2 -g 240 \
  -c:a libopus -b:a 24k -ac 1 -shortest "$out/sbi-model.webm"

# 4. Audio tip (about 16 s), Opus in Ogg.
printf '%s' "Before your next feedback conversation, write one sentence for the situation, one for the behavior, and one for the impact. Then prepare an open question, such as: how did you see it? Keep it short, keep it private, and end with one next step." > "$tmp/tip"
ffmpeg -nostdin -loglevel error -y -f lavfi -i "flite=textfile=$tmp/tip:voice=slt" \
  -af "adelay=300:all=1,apad=pad_dur=0.5,loudnorm=I=-18" -ar 48000 -ac 1 -c:a libopus -b:a 20k "$out/feedback-tip.ogg"

# The captions (sbi-model.en.vtt, sbi-model.ar.vtt) are written by hand from the
# narration lines above; check durations with: ffprobe -show_entries format=duration
