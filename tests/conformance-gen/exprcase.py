"""Generate a conformance Main.smali from a list of Java expressions built with the
helpers below: every statement prints `<java text> = <String.valueOf(value)>` or
`<java text> threw <exception>` (NullPointerException printed by class name only)."""

import os
import struct

BI = 'Ljava/math/BigInteger;'
BD = 'Ljava/math/BigDecimal;'
MC = 'Ljava/math/MathContext;'
RM = 'Ljava/math/RoundingMode;'
STR = 'Ljava/lang/String;'
OBJ = 'Ljava/lang/Object;'

SHORT = {BI: 'BigInteger', BD: 'BigDecimal', MC: 'MathContext', RM: 'RoundingMode', STR: 'String',
         OBJ: 'Object', 'Ljava/lang/Comparable;': 'Comparable', 'Ljava/lang/Number;': 'Number'}


def wide(t):
    return t in ('J', 'D')


def is_ref(t):
    return t[0] in 'L['


class Alloc:
    def __init__(self):
        self.n = 0
        self.max = 0

    def take(self, k):
        r = self.n
        self.n += k
        self.max = max(self.max, self.n)
        return r


def move(out, t, dst, src):
    if dst == src:
        return
    op = 'move-wide/16' if wide(t) else ('move-object/16' if is_ref(t) else 'move/16')
    out.append(f'    {op} v{dst}, v{src}')


class E:
    def __init__(self, ty, java, emit):
        self.ty = ty
        self.java = java
        self.emit = emit  # emit(out, alloc) -> register

    # method-call sugar
    def __getattr__(self, name):
        if name.startswith('_'):
            raise AttributeError(name)

        def m(*args, ret=None, params=None, owner=None, iface=False):
            return call(self, name, list(args), ret, params, owner, iface)
        return m


def size(t):
    return 2 if wide(t) else 1


def place(alloc, t, dst):
    return dst if dst is not None else alloc.take(size(t))


def invoke(out, alloc, kind, owner, name, params, ret, args, dst=None, recv=None):
    """args: [E] in argument order (recv, if given, is an E evaluated first into the
    block's first slot). Each argument is evaluated straight into its slot."""
    allargs = ([recv] if recv is not None else []) + list(args)
    types = ([owner] if recv is not None else []) + list(params)
    total = sum(size(t) for t in types)
    base = alloc.take(max(total, 1))
    at = base
    for a, t in zip(allargs, types):
        a.emit(out, alloc, at)
        at += size(t)
    last = base + total - 1
    rng = f'v{base} .. v{last}' if total else ''
    out.append(f'    invoke-{kind}/range {{{rng}}}, {owner}->{name}({"".join(params)}){ret}')
    if ret == 'V':
        return None
    r = place(alloc, ret, dst)
    op = 'move-result-wide' if wide(ret) else ('move-result-object' if is_ref(ret) else 'move-result')
    out.append(f'    {op} v{r}')
    return r


def jlist(args):
    return ', '.join(a.java for a in args)


def call(recv, name, args, ret, params=None, owner=None, iface=False):
    params = params or [a.ty for a in args]
    owner = owner or recv.ty
    ret = ret or recv.ty
    java = f'{recv.java}.{name}({jlist(args)})'

    def emit(out, alloc, dst=None):
        return invoke(out, alloc, 'interface' if iface else 'virtual', owner, name, params, ret, args, dst, recv)
    return E(ret, java, emit)


def static(owner, name, args, ret, params=None, java=None):
    params = params or [a.ty for a in args]
    java = java or f'{SHORT.get(owner, owner)}.{name}({jlist(args)})'

    def emit(out, alloc, dst=None):
        return invoke(out, alloc, 'static', owner, name, params, ret, args, dst)
    return E(ret, java, emit)


def new(cls, *args, params=None):
    params = params or [a.ty for a in args]

    def emit(out, alloc, dst=None):
        total = 1 + sum(size(t) for t in params)
        base = alloc.take(total)
        at = base + 1
        for a, t in zip(args, params):
            a.emit(out, alloc, at)
            at += size(t)
        out.append(f'    new-instance v{base}, {cls}')
        out.append(f'    invoke-direct/range {{v{base} .. v{base + total - 1}}}, {cls}-><init>({"".join(params)})V')
        if dst is not None and dst != base:
            out.append(f'    move-object/16 v{dst}, v{base}')
            return dst
        return base
    return E(cls, f'new {SHORT.get(cls, cls)}({jlist(args)})', emit)


def jstr(s):
    out = '"'
    for ch in s:
        if ch in '"\\':
            out += '\\' + ch
        elif 32 <= ord(ch) < 127:
            out += ch
        else:
            out += '\\u%04x' % ord(ch)
    return out + '"'


def S(s):
    def emit(out, alloc, dst=None):
        r = place(alloc, STR, dst)
        out.append(f'    const-string v{r}, {jstr(s)}')
        return r
    return E(STR, jstr(s), emit)


def I(n):
    def emit(out, alloc, dst=None):
        r = place(alloc, 'I', dst)
        out.append(f'    const v{r}, {n}')
        return r
    return E('I', str(n), emit)


def J(n):
    def emit(out, alloc, dst=None):
        r = place(alloc, 'J', dst)
        out.append(f'    const-wide v{r}, {n}L')
        return r
    return E('J', f'{n}L', emit)


def D(x, java=None):
    bits = struct.unpack('<q', struct.pack('<d', x))[0]

    def emit(out, alloc, dst=None):
        r = place(alloc, 'D', dst)
        out.append(f'    const-wide v{r}, {bits}L  # {x!r}')
        return r
    return E('D', java or repr(x), emit)


def NULL(ty, java=None):
    def emit(out, alloc, dst=None):
        r = place(alloc, ty, dst)
        out.append(f'    const/4 v{r}, 0')
        return r
    return E(ty, java or f'({SHORT.get(ty, ty)}) null', emit)


def BYTES(vals):
    def emit(out, alloc, dst=None):
        r = place(alloc, '[B', dst)
        t = alloc.take(2)
        out.append(f'    const v{t}, {len(vals)}')
        out.append(f'    new-array v{r}, v{t}, [B')
        for i, v in enumerate(vals):
            out.append(f'    const v{t}, {v}')
            out.append(f'    const v{t + 1}, {i}')
            out.append(f'    aput-byte v{t}, v{r}, v{t + 1}')
        return r
    return E('[B', 'new byte[] {' + ', '.join(str(v) for v in vals) + '}', emit)


def sget(owner, name, ty):
    def emit(out, alloc, dst=None):
        r = place(alloc, ty, dst)
        out.append(f'    sget-object v{r}, {owner}->{name}:{ty}')
        return r
    return E(ty, f'{SHORT.get(owner, owner)}.{name}', emit)


def sget_int(owner, name):
    def emit(out, alloc, dst=None):
        r = place(alloc, 'I', dst)
        out.append(f'    sget v{r}, {owner}->{name}:I')
        return r
    return E('I', f'{SHORT.get(owner, owner)}.{name}', emit)


def bi(s):
    return static('LMain;', 'bi', [S(s)], BI, java=f'bi({jstr(s)})')


def bd(s):
    return static('LMain;', 'bd', [S(s)], BD, java=f'bd({jstr(s)})')


def rm(name):
    return sget(RM, name, RM)


def cast(e, ty):
    return E(ty, f'(({SHORT.get(ty, ty)}) {e.java})', e.emit)


class Pre(E):
    """An already-evaluated value in register `r`."""
    def __init__(self, ty, r):
        def emit(out, alloc, dst=None):
            if dst is not None and dst != r:
                move(out, ty, dst, r)
                return dst
            return r
        super().__init__(ty, '', emit)


def show(out, alloc, e):
    """Calls Main.ok(label, value) with v0 holding the label; arrays as Arrays.toString."""
    t = e.ty
    if t in ('I', 'S', 'B'):
        p = 'I'
    elif t in ('J', 'D', 'F', 'Z', 'C'):
        p = t
    elif t == '[B':
        e = static('Ljava/util/Arrays;', 'toString', [e], STR, params=['[B'])
        p = OBJ
    elif t.startswith('['):
        e = static('Ljava/util/Arrays;', 'toString', [e], STR, params=['[Ljava/lang/Object;'])
        p = OBJ
    else:
        p = OBJ
    label = Pre(STR, 0)
    invoke(out, alloc, 'static', 'LMain;', 'ok', [STR, p], 'V', [label, e])


PER_METHOD = 40


def statement(e, n, label=None):
    label = label if label is not None else e.java
    out = []
    alloc = Alloc()
    alloc.take(2)  # v0: the label, v1: the exception
    out.append(f'    const-string v0, {jstr(label)}')
    out.append(f'    :try_start_{n}')
    show(out, alloc, e)
    out.append(f'    :try_end_{n}')
    out.append(f'    .catch Ljava/lang/RuntimeException; {{:try_start_{n} .. :try_end_{n}}} :catch_{n}')
    out.append(f'    goto :next_{n}')
    out.append(f'    :catch_{n}')
    out.append('    move-exception v1')
    out.append('    invoke-static {v0, v1}, LMain;->threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V')
    out.append(f'    :next_{n}')
    return out, alloc.max


HEADER = '''.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# {doc}
# Every statement prints `<Java expression> = <value>` or `<Java expression> threw <exception>`
# (generated from a table of expressions; bi(s) is new BigInteger(s), bd(s) new BigDecimal(s)).

.method static bi(Ljava/lang/String;)Ljava/math/BigInteger;
    .registers 2
    new-instance v0, Ljava/math/BigInteger;
    invoke-direct {{v0, p0}}, Ljava/math/BigInteger;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method static bd(Ljava/lang/String;)Ljava/math/BigDecimal;
    .registers 2
    new-instance v0, Ljava/math/BigDecimal;
    invoke-direct {{v0, p0}}, Ljava/math/BigDecimal;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method static ok(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 3
    invoke-static {{p1}}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {{p0, v0}}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;I)V
    .registers 3
    invoke-static {{p1}}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    invoke-static {{p0, v0}}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;Z)V
    .registers 3
    invoke-static {{p1}}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    invoke-static {{p0, v0}}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;F)V
    .registers 3
    invoke-static {{p1}}, Ljava/lang/String;->valueOf(F)Ljava/lang/String;
    move-result-object v0
    invoke-static {{p0, v0}}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;C)V
    .registers 3
    invoke-static {{p1}}, Ljava/lang/String;->valueOf(C)Ljava/lang/String;
    move-result-object v0
    invoke-static {{p0, v0}}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;J)V
    .registers 4
    invoke-static {{p1, p2}}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v0
    invoke-static {{p0, v0}}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static ok(Ljava/lang/String;D)V
    .registers 4
    invoke-static {{p1, p2}}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;
    move-result-object v0
    invoke-static {{p0, v0}}, LMain;->line(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method static line(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {{v0, p0}}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " = "
    invoke-virtual {{v0, v1}}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {{v0, p1}}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# A NullPointerException is printed by class name: the JVM's and ART's messages differ.
.method static threw(Ljava/lang/String;Ljava/lang/RuntimeException;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {{v0, p0}}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v1, " threw "
    invoke-virtual {{v0, v1}}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    instance-of v1, p1, Ljava/lang/NullPointerException;
    if-eqz v1, :other
    const-string p1, "java.lang.NullPointerException"
    :other
    invoke-virtual {{v0, p1}}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
'''


def generate(path, doc, stmts):
    """stmts: list of E or (E, label)."""
    parts = []
    for k in range(0, len(stmts), PER_METHOD):
        body = []
        regs = 3
        for i, st in enumerate(stmts[k:k + PER_METHOD]):
            e, label = (st if isinstance(st, tuple) else (st, None))
            lines, m = statement(e, k + i, label)
            body += lines
            regs = max(regs, m)
        parts.append((k // PER_METHOD, regs, body))
    out = [HEADER.format(doc=doc)]
    out.append('.method public static main([Ljava/lang/String;)V')
    out.append('    .registers 1')
    for idx, _, _ in parts:
        out.append(f'    invoke-static {{}}, LMain;->part{idx}()V')
    out.append('    return-void')
    out.append('.end method\n')
    for idx, regs, body in parts:
        out.append(f'.method static part{idx}()V')
        out.append(f'    .registers {regs}')
        out += body
        out.append('    return-void')
        out.append('.end method\n')
    open(path, 'w').write('\n'.join(out))


def CHARS(text):
    def emit(out, alloc, dst=None):
        r = place(alloc, '[C', dst)
        t = alloc.take(1)
        out.append(f'    const-string v{t}, {jstr(text)}')
        out.append(f'    invoke-virtual {{v{t}}}, Ljava/lang/String;->toCharArray()[C')
        out.append(f'    move-result-object v{r}')
        return r
    return E('[C', f'{jstr(text)}.toCharArray()', emit)


def case_path(case):
    """tests/conformance/<case>/Main.smali, beside this generator's folder."""
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, '..', 'conformance', case, 'Main.smali')
