.class public final Ljava/util/regex/Pattern;
.super Ljava/lang/Object;
.source "Pattern.java"
.implements Ljava/io/Serializable;

# The pattern is validated (and its groups counted) by the native compiler when the
# Pattern is made; matching natives recompile it from (pattern, flags)
# (corelib/src/regex).

.field public static final UNIX_LINES:I = 0x1
.field public static final CASE_INSENSITIVE:I = 0x2
.field public static final COMMENTS:I = 0x4
.field public static final MULTILINE:I = 0x8
.field public static final LITERAL:I = 0x10
.field public static final DOTALL:I = 0x20
.field public static final UNICODE_CASE:I = 0x40
.field public static final CANON_EQ:I = 0x80
.field public static final UNICODE_CHARACTER_CLASS:I = 0x100

.field private final pattern:Ljava/lang/String;
.field private final flags:I
.field final groups:I

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/util/regex/Pattern;->pattern:Ljava/lang/String;
    iput p2, p0, Ljava/util/regex/Pattern;->flags:I
    invoke-static {p1, p2}, Ljava/util/regex/Pattern;->compile0(Ljava/lang/String;I)I
    move-result v0
    iput v0, p0, Ljava/util/regex/Pattern;->groups:I
    return-void
.end method

.method private static native compile0(Ljava/lang/String;I)I
.end method

.method private static native split0(Ljava/lang/String;ILjava/lang/String;I)[Ljava/lang/String;
.end method

.method static native groupIndex0(Ljava/lang/String;ILjava/lang/String;)I
.end method

.method public static native quote(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public static compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    .registers 3
    new-instance v0, Ljava/util/regex/Pattern;
    const/4 v1, 0
    invoke-direct {v0, p0, v1}, Ljava/util/regex/Pattern;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method

.method public static compile(Ljava/lang/String;I)Ljava/util/regex/Pattern;
    .registers 3
    new-instance v0, Ljava/util/regex/Pattern;
    invoke-direct {v0, p0, p1}, Ljava/util/regex/Pattern;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method

.method public static matches(Ljava/lang/String;Ljava/lang/CharSequence;)Z
    .registers 3
    invoke-static {p0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    return v0
.end method

.method public pattern()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/regex/Pattern;->pattern:Ljava/lang/String;
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/util/regex/Pattern;->pattern:Ljava/lang/String;
    return-object v0
.end method

.method public flags()I
    .registers 2
    iget v0, p0, Ljava/util/regex/Pattern;->flags:I
    return v0
.end method

.method public matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    .registers 4
    invoke-interface {p1}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v0, Ljava/util/regex/Matcher;
    invoke-direct {v0, p0, v1}, Ljava/util/regex/Matcher;-><init>(Ljava/util/regex/Pattern;Ljava/lang/String;)V
    return-object v0
.end method

.method public split(Ljava/lang/CharSequence;)[Ljava/lang/String;
    .registers 3
    const/4 v0, 0
    invoke-virtual {p0, p1, v0}, Ljava/util/regex/Pattern;->split(Ljava/lang/CharSequence;I)[Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public split(Ljava/lang/CharSequence;I)[Ljava/lang/String;
    .registers 6
    invoke-interface {p1}, Ljava/lang/CharSequence;->toString()Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Ljava/util/regex/Pattern;->pattern:Ljava/lang/String;
    iget v2, p0, Ljava/util/regex/Pattern;->flags:I
    invoke-static {v1, v2, v0, p2}, Ljava/util/regex/Pattern;->split0(Ljava/lang/String;ILjava/lang/String;I)[Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
