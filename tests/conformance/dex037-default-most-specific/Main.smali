.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Default method selection picks the maximally-specific default (JVMS 5.4.3.3/5.4.6):
# Base implements Top (default who); Sub extends Base and implements Mid extends Top, whose
# default overrides Top's, so Sub uses Mid.who whichever reference is invoked. Both
# implements Plain (abstract who, unrelated to Top) and Top: the only non-abstract
# maximally-specific method is Top.who.
.method public static main([Ljava/lang/String;)V
    .registers 2

    new-instance v0, LBase;
    invoke-direct {v0}, LBase;-><init>()V
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LBase;
    invoke-direct {v0}, LBase;-><init>()V
    invoke-virtual {v0}, LBase;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LSub;
    invoke-direct {v0}, LSub;-><init>()V
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LSub;
    invoke-direct {v0}, LSub;-><init>()V
    invoke-interface {v0}, LMid;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LSub;
    invoke-direct {v0}, LSub;-><init>()V
    invoke-virtual {v0}, LSub;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LSub;
    invoke-direct {v0}, LSub;-><init>()V
    invoke-virtual {v0}, LBase;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LDirect;
    invoke-direct {v0}, LDirect;-><init>()V
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LDirect;
    invoke-direct {v0}, LDirect;-><init>()V
    invoke-virtual {v0}, LDirect;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LBoth;
    invoke-direct {v0}, LBoth;-><init>()V
    invoke-interface {v0}, LPlain;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LBoth;
    invoke-direct {v0}, LBoth;-><init>()V
    invoke-interface {v0}, LTop;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    new-instance v0, LBoth;
    invoke-direct {v0}, LBoth;-><init>()V
    invoke-virtual {v0}, LBoth;->who()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
