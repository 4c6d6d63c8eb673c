/**
 * The checks that look at a rendered story in the page itself: whether it shows anything, and
 * whether its text stays in its boxes. One function for `page.evaluate`, which sends only its own
 * source to the page: the checks are inside it.
 */

export interface Overflow {
  /** The overflowing text, cut to 60 characters. */
  text: string;
  /** The box it leaves: tag, classes, and how far the text sticks out (px). */
  box: string;
  by: number;
}

export interface PageFindings {
  showsSomething: boolean;
  overflows: Overflow[];
}

export function pageFindings(): PageFindings {
  /** A story shows something when a text or a picture or a control of it has an area on screen. */
  function showsSomething(): boolean {
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const hasArea = (rect: DOMRect) => rect.width > 1 && rect.height > 1;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !visible(node.parentElement))
        continue;
      range.selectNodeContents(node);
      if (hasArea(range.getBoundingClientRect())) return true;
    }
    const pictures = document.body.querySelectorAll(
      'img, svg, canvas, video, input, textarea, select, button, [role="img"]',
    );
    return Array.from(pictures).some(
      (element) => visible(element) && hasArea(element.getBoundingClientRect()),
    );
  }

  /**
   * Text wider than the box that lays it out (its nearest ancestor that is not inline), or running
   * past the page's width. Only across: a glyph taller than a tight line box is not an overflow.
   * Not counted: text its box cuts off on purpose (an ellipsis or a line clamp), text in a box that
   * scrolls, text wholly outside a box that clips it (a carousel's other slides), and visually hidden
   * text for screen readers.
   */
  function overflowingText(): Overflow[] {
    const tolerance = 1;
    const found: Overflow[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const styleOf = (element: Element) => getComputedStyle(element);
    const layoutBox = (element: Element): Element => {
      let box: Element = element;
      while (box.parentElement && /^(inline|contents)$/.test(styleOf(box).display)) {
        box = box.parentElement;
      }
      return box;
    };
    const exempt = (element: Element, text: DOMRect): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = styleOf(node);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') return true;
        if (/(auto|scroll)/.test(style.overflowX)) return true;
        if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
        if (/(hidden|clip)/.test(style.overflowX)) {
          const clip = node.getBoundingClientRect();
          if (clip.width <= 1 || text.left >= clip.right || text.right <= clip.left) return true;
        }
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const reported = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !parent.checkVisibility()) continue;
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      const box = layoutBox(parent);
      if (reported.has(box)) continue;
      const bounds = box.getBoundingClientRect();
      const by = Math.max(
        text.right - bounds.right,
        bounds.left - text.left,
        text.right - viewportWidth,
        -text.left,
      );
      if (by <= tolerance || exempt(parent, text)) continue;
      reported.add(box);
      const classes = Array.from(box.classList).slice(0, 3).join('.');
      found.push({
        text: node.textContent.trim().slice(0, 60),
        box: `<${box.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>`,
        by: Math.round(by),
      });
    }
    return found;
  }

  return { showsSomething: showsSomething(), overflows: overflowingText() };
}
